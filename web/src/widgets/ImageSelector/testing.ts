import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export { stubObjectUrls } from '../../test/objectUrls.ts';

export const imageFile = (size: number, type = 'image/png', name = 'foto.png') =>
  new File([new Uint8Array(size)], name, { type });

/** Chooses a file through the dialog's file input, as a person would, accept filter and all off. */
export const chooseFile = async (file: File) => {
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText(/Elegir (archivo|otra imagen)/);
  await user.upload(input as HTMLInputElement, file);
};

/** jsdom decodes no images: give the chosen image a natural size and report it loaded. */
export const loadChosenImage = async (naturalWidth: number, naturalHeight: number) => {
  const image = await screen.findByAltText('Imagen elegida para recortar');
  Object.defineProperty(image, 'naturalWidth', { value: naturalWidth, configurable: true });
  Object.defineProperty(image, 'naturalHeight', { value: naturalHeight, configurable: true });
  fireEvent.load(image);
  return image as HTMLImageElement;
};
