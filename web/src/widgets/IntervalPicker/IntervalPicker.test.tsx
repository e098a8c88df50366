import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IntervalPicker } from './IntervalPicker.tsx';

const Harness = ({
  initial,
  onValue,
  maxHours,
  maxMinutes,
}: {
  initial: number;
  onValue: (minutes: number) => void;
  maxHours?: number;
  maxMinutes?: number;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <IntervalPicker
      label="Intervalo"
      value={value}
      maxHours={maxHours}
      maxMinutes={maxMinutes}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const hours = () => screen.getByRole('spinbutton', { name: 'Horas' });
const minutes = () => screen.getByRole('spinbutton', { name: 'Minutos' });
const button = (name: string) => screen.getByRole('button', { name });

describe('IntervalPicker', () => {
  it('splits the Duration value into zero-padded hours and minutes', () => {
    render(<Harness initial={65} onValue={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Intervalo' })).toBeInTheDocument();
    expect(hours()).toHaveValue('01');
    expect(minutes()).toHaveValue('05');
  });

  it('arrows report total minutes = hours × 60 + minutes', async () => {
    const onValue = vi.fn();
    render(<Harness initial={30} onValue={onValue} />);
    await userEvent.click(button('Aumentar horas'));
    expect(onValue).toHaveBeenLastCalledWith(90);
    await userEvent.click(button('Disminuir minutos'));
    expect(onValue).toHaveBeenLastCalledWith(89);
    expect(hours()).toHaveValue('01');
    expect(minutes()).toHaveValue('29');
  });

  it('down is disabled at 0 (behaviour.md#validation: never below 0)', () => {
    render(<Harness initial={0} onValue={vi.fn()} />);
    expect(button('Disminuir horas')).toBeDisabled();
    expect(button('Disminuir minutos')).toBeDisabled();
    expect(button('Aumentar horas')).toBeEnabled();
    expect(button('Aumentar minutos')).toBeEnabled();
  });

  it('up is disabled at the maximum: hours 24, minutes 60 (behaviour.md#limits)', async () => {
    const onValue = vi.fn();
    render(<Harness initial={24 * 60 + 59} onValue={onValue} />);
    expect(button('Aumentar horas')).toBeDisabled();
    expect(button('Aumentar minutos')).toBeEnabled();
    await userEvent.click(button('Aumentar minutos'));
    // The minutes spinner reaches its own maximum of 60 and stays there.
    expect(minutes()).toHaveValue('60');
    expect(hours()).toHaveValue('24');
    expect(onValue).toHaveBeenLastCalledWith(24 * 60 + 60);
    expect(button('Aumentar minutos')).toBeDisabled();
  });

  it('honours a smaller maximum when one is set', () => {
    render(<Harness initial={2 * 60 + 30} maxHours={2} maxMinutes={30} onValue={vi.fn()} />);
    expect(button('Aumentar horas')).toBeDisabled();
    expect(button('Aumentar minutos')).toBeDisabled();
  });

  it('a zero value is greyed, a non-zero one is not', () => {
    render(<Harness initial={5} onValue={vi.fn()} />);
    expect(hours()).toHaveValue('00');
    expect(hours()).toHaveAttribute('data-zero', 'true');
    expect(hours()).toHaveStyle({ color: 'rgba(0, 0, 0, 0.38)' });
    expect(minutes()).not.toHaveAttribute('data-zero');
    expect(minutes()).toHaveStyle({ color: 'rgba(0, 0, 0, 0.87)' });
  });

  it('typing a number is clamped to the maximum (behaviour.md#validation)', async () => {
    const onValue = vi.fn();
    render(<Harness initial={0} onValue={onValue} />);
    await userEvent.click(hours());
    await userEvent.keyboard('99');
    expect(hours()).toHaveValue('24');
    expect(onValue).toHaveBeenLastCalledWith(24 * 60);
    await userEvent.click(minutes());
    await userEvent.keyboard('75');
    expect(minutes()).toHaveValue('60');
    expect(onValue).toHaveBeenLastCalledWith(24 * 60 + 60);
  });

  it('typing letters or a minus sign never goes below 0', async () => {
    const onValue = vi.fn();
    render(<Harness initial={10} onValue={onValue} />);
    await userEvent.click(minutes());
    await userEvent.keyboard('-a');
    expect(minutes()).toHaveValue('00');
    expect(onValue).toHaveBeenLastCalledWith(0);
  });

  it('typing two digits in a padded field reads them as a number', async () => {
    const onValue = vi.fn();
    render(<Harness initial={0} onValue={onValue} />);
    await userEvent.click(minutes());
    await userEvent.keyboard('45');
    expect(minutes()).toHaveValue('45');
    expect(onValue).toHaveBeenLastCalledWith(45);
  });

  it('arrow keys step within bounds', async () => {
    const onValue = vi.fn();
    render(<Harness initial={0} onValue={onValue} />);
    await userEvent.click(hours());
    await userEvent.keyboard('{ArrowDown}');
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(hours()).toHaveValue('02');
    await userEvent.keyboard('{End}');
    expect(hours()).toHaveValue('24');
    expect(hours()).toHaveAttribute('aria-valuenow', '24');
    expect(hours()).toHaveAttribute('aria-valuemax', '24');
  });

  it('a value beyond the maxima shows the maxima, 24 h and 60 min', () => {
    render(<Harness initial={2000} onValue={vi.fn()} />);
    expect(hours()).toHaveValue('24');
    expect(minutes()).toHaveValue('60');
    expect(button('Aumentar horas')).toBeDisabled();
    expect(button('Aumentar minutos')).toBeDisabled();
  });

  it('follows a new value from outside', () => {
    const { rerender } = render(<IntervalPicker label="Intervalo" value={30} onChange={vi.fn()} />);
    rerender(<IntervalPicker label="Intervalo" value={125} onChange={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Intervalo' });
    expect(within(group).getByRole('spinbutton', { name: 'Horas' })).toHaveValue('02');
    expect(within(group).getByRole('spinbutton', { name: 'Minutos' })).toHaveValue('05');
  });
});
