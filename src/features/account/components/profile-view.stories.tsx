import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withConfirmations } from '@/testing/story-decorators';
import { jordanAvery, morganLee, pngDataUrl, signedInAt, storyPngFile } from '@/testing/story-fixtures';
import { accountTexts } from '../constants';
import { ProfileView } from './profile-view';
import { neverAnswered } from '@/testing/mock-answers';

/** A chosen picture is shown first; "Upload picture" sends it. */
async function uploadFromPreview() {
  const preview = await screen.findByRole('dialog', { name: accountTexts.picturePreviewTitle });
  await waitFor(() => expect(preview).toBeVisible());
  await userEvent.click(within(preview).getByRole('button', { name: accountTexts.uploadPicture }));
}

/** A camera photo: 1800 x 1200 of noise as a JPEG, well over 500KB. */
async function cameraPhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 1800;
  canvas.height = 1200;
  const context = canvas.getContext('2d')!;
  const pixels = context.createImageData(canvas.width, canvas.height);
  // Noise, which JPEG cannot make small; from a fixed seed (xorshift32), so the photo, and so its shrunk
  // preview in the visual baseline, is the same at every render.
  let seed = 2041;
  for (let at = 0; at < pixels.data.length; at += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    pixels.data[at] = seed & 0xff;
  }
  for (let at = 3; at < pixels.data.length; at += 4) pixels.data[at] = 255;
  context.putImageData(pixels, 0, 0);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.92));
  return new File([blob], 'IMG_2041.jpg', { type: 'image/jpeg' });
}

/**
 * Your Profile: the picture (large view, upload) and the details in view and edit mode. The session
 * holds no token here, so calls that need a signed-in caller are answered by story handlers.
 */
const meta = {
  title: 'Account/ProfileView',
  component: ProfileView,
  parameters: { layout: 'padded', ...signedInAt('/account/view-profile') },
  decorators: [withConfirmations],
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the backend serves a stored picture (the contract answers its URL, never the image). */
const storedPictureUrl = `${window.location.origin}/api/profile-pictures/0123456789abcdef0123456789abcdef/image`;

const uploadAnswers = (resolver: Parameters<typeof http.post>[1]) => ({
  msw: {
    handlers: [
      http.post('*/upload-profile-picture', resolver),
      http.get('*/profile-pictures/:pictureId/image', async () =>
        HttpResponse.arrayBuffer(await (await fetch(pngDataUrl)).arrayBuffer(), {
          headers: { 'Content-Type': 'image/png' },
        }),
      ),
    ],
  },
});

/** View mode: the values as text under their labels (no greyed-out fields), initials instead of a picture. */
export const View: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First name')).toHaveTextContent('Jordan');
    await expect(canvas.getByLabelText('Phone')).toHaveTextContent('(555) 123-4567');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('JA')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  },
};

/** A user with a picture and without phone: the phone a dimmed "Not set". */
export const ViewWithPicture: Story = {
  parameters: { session: { user: morganLee } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Morgan Lee' })).toBeVisible();
    await expect(canvas.getByLabelText('Phone')).toHaveTextContent(/^Not set$/);
  },
};

/** Edit mode: first name, last name and phone unlocked; Save Changes and Cancel. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByLabelText('First name')).not.toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Username')).toHaveTextContent('javery');
    await expect(canvas.queryByRole('textbox', { name: 'Username' })).toBeNull();
    await expect(canvas.getByLabelText('Phone')).toHaveAccessibleDescription(accountTexts.phoneHint);
    await userEvent.type(canvas.getByLabelText('Phone'), '{backspace}{backspace}9-9');
    await expect(canvas.getByLabelText('Phone')).toHaveValue('555123459-9');
    await expect(canvas.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A phone typed with its country code: kept as typed, with why it cannot be saved (R5.4: fewer than 11 digits). */
export const PhoneTooManyDigits: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    const phone = canvas.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 (555) 987-6543');
    await expect(phone).toHaveValue('+1 (555) 987-6543');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(accountTexts.phoneTooManyDigits(11))).toBeVisible();
  },
};

/** After Save Changes: back in view mode with "Profile updated successfully". */
export const Saved: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/update-profile', () =>
          HttpResponse.json({
            status: 200,
            message: 'Profile updated successfully',
            data: { userInfo: { ...jordanAvery, id: 1, fname: 'Jordyn' } },
          }),
        ),
        http.post('*/get-session', () => HttpResponse.json({ userInfo: { ...jordanAvery, id: 1, fname: 'Jordyn' } })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.clear(canvas.getByLabelText('First name'));
    await userEvent.type(canvas.getByLabelText('First name'), 'Jordyn');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await screen.findByTestId('confirmation')).toHaveTextContent('Profile updated successfully');
    await expect(canvas.getByLabelText('First name')).toHaveTextContent('Jordyn');
  },
};

/** Clicking the picture opens the large view. */
export const LargePictureView: Story = {
  parameters: { session: { user: morganLee } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View large picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile picture' });
    // The modal fades in; wait for the end of its transition.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('img', { name: 'Profile picture of Morgan Lee' })).toBeVisible();
  },
};

/** While the upload runs: "Uploading", and the picture dimmed with the spinner alone at its centre (review p10). */
export const Uploading: Story = {
  parameters: uploadAnswers(neverAnswered),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose a new picture'), storyPngFile());
    await uploadFromPreview();
    await expect(await canvas.findByRole('button', { name: 'Uploading' })).toBeDisabled();
    await expect(canvas.getByText('JA')).not.toBeVisible();
  },
};

/** The upload succeeded: the new picture and "Picture updated successfully" (5 s). */
export const PictureUpdated: Story = {
  parameters: uploadAnswers(() =>
    HttpResponse.json({ status: 200, message: 'Picture updated successfully', data: { picture: storedPictureUrl } }),
  ),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose a new picture'), storyPngFile());
    await uploadFromPreview();
    await expect(await screen.findByTestId('confirmation')).toHaveTextContent('Picture updated successfully');
    await expect(canvas.getByRole('img', { name: 'Jordan Avery' })).toHaveAttribute('src', storedPictureUrl);
  },
};

/** A camera photo over 500KB is made smaller in the browser and shown, with its sizes, before upload. */
export const PictureShrunkPreview: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose a new picture'), await cameraPhoto());
    // Drawing a 1800×1200 photo smaller takes a while on a busy machine: over 15 s on CI's, with three suites beside it.
    const preview = await screen.findByRole('dialog', { name: accountTexts.picturePreviewTitle }, { timeout: 30_000 });
    await waitFor(() => expect(preview).toBeVisible());
    await expect(preview).toHaveTextContent('Made smaller to fit the 500KB limit');
    await expect(within(preview).getByRole('img', { name: accountTexts.picturePreviewAlt })).toBeVisible();
  },
};

/** A file of 500KB or more that cannot be drawn smaller (not a real picture) is refused before any upload. */
export const PictureTooLarge: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose a new picture'), storyPngFile('large.png', 600 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Max file size must be under 500KB');
  },
};

/** A file that is not png, webp, jpeg or jpg (by type or extension) is refused before any upload. */
export const PictureWrongType: Story = {
  play: async ({ canvas }) => {
    // People can switch the file chooser to "All files"; the chooser's accept filter is not the check.
    const person = userEvent.setup({ applyAccept: false });
    await person.upload(
      await canvas.findByLabelText('Choose a new picture'),
      storyPngFile('animation.gif', 100, 'image/gif'),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only png, webp, jpeg or jpg images are allowed');
  },
};

/** The server answered null data: "Some error occured! Please try again later!" (5 s). */
export const PictureFailed: Story = {
  parameters: uploadAnswers(() =>
    HttpResponse.json({ status: 400, code: 'INVALID_REQUEST', message: 'Not stored', data: null }, { status: 400 }),
  ),
  play: async ({ canvas }) => {
    await userEvent.upload(await canvas.findByLabelText('Choose a new picture'), storyPngFile());
    await uploadFromPreview();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Some error occured! Please try again later!');
  },
};
