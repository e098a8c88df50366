import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const workspaceField = () => screen.getByRole('textbox', { name: 'WorkspaceID' });

describe('attendance editor (50)', () => {
  it("renders its default: one empty field labelled 'WorkspaceID'", () => {
    renderEditor(Editor, contentOf('attendance'));
    expect(workspaceField()).toHaveValue('');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('reports the id as typed under AttendanceWorkspaceID', async () => {
    const content = contentOf('attendance');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(workspaceField(), ' ');
    expect(patches).toEqual([{ AttendanceWorkspaceID: ' ' }]);
    expectValidPatch('attendance', content, patches[0] ?? {});
  });

  it("keeps the id within the schema's limit and counts it", () => {
    const content = contentOf('attendance', { AttendanceWorkspaceID: 'ws-1' });
    const { patches } = renderEditor(Editor, content);
    expect(screen.getByText('4/100')).toBeInTheDocument();
    expect(workspaceField()).toHaveAttribute('maxLength', '100');
    fireEvent.change(workspaceField(), { target: { value: 'w'.repeat(101) } });
    expect(patches).toEqual([{ AttendanceWorkspaceID: 'w'.repeat(100) }]);
    expectValidPatch('attendance', content, patches[0] ?? {});
  });

  it('marks a saved id over the limit as an error', () => {
    renderEditor(Editor, contentOf('attendance', { AttendanceWorkspaceID: 'w'.repeat(101) }));
    expect(screen.getByText('Máximo 100 caracteres: acórtalo.')).toHaveClass('Mui-error');
  });

  it('collapsed, shows the id or says there is none', () => {
    const { unmount } = renderEditor(
      Editor,
      contentOf('attendance', { AttendanceWorkspaceID: 'ws-1' }),
      { collapsed: true },
    );
    expect(screen.getByText('WorkspaceID: ws-1')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();
    renderEditor(Editor, contentOf('attendance'), { collapsed: true });
    expect(screen.getByText('Sin WorkspaceID')).toBeInTheDocument();
  });
});
