import { readCurrentUser } from '@/session/signed-in';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { internalServerError } from '@/mocks/scenarios/faults';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';
import { pngFile, signInAs, testFile, installNodeFormData } from '@/testing/account';
import { expectConfirmedForFiveSeconds, expectShownForFiveSeconds } from '@/testing/shown-for-five-seconds';
import { accountTexts } from '../constants';
import { ProfileView } from './profile-view';

const FAILED = accountTexts.pictureFailed;

/** Records each multipart upload (its parts) and lets the mock backend answer it. */
function spyOnUploads() {
  const uploads: { image: File | null; sessionToken: FormDataEntryValue | null; contentType: string }[] = [];
  server.use(
    http.post('*/upload-profile-picture', async ({ request }) => {
      const form = await request.clone().formData();
      const image = form.get('image');
      uploads.push({
        image: typeof image === 'string' ? null : image,
        sessionToken: form.get('session_token'),
        contentType: request.headers.get('content-type') ?? '',
      });
    }),
  );
  return uploads;
}

async function setup(username: 'javery' | 'mlee' = 'javery') {
  await signInAs(username);
  // The file chooser's `accept` would hide wrong files; people can still pick "All files".
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
  renderWithProviders(
    <>
      <ProfileView />
      <LiveAnnouncer />
    </>,
  );
  return { user, chooser: await screen.findByLabelText('Choose a new picture') };
}

/** The chosen picture is shown for a look first (jsdom has no object URLs: the preview gets a stand-in). */
async function uploadAfterPreview(user: ReturnType<typeof userEvent.setup>) {
  const preview = await screen.findByRole('dialog', { name: accountTexts.picturePreviewTitle });
  expect(within(preview).getByRole('img', { name: accountTexts.picturePreviewAlt })).toHaveAttribute(
    'src',
    'blob:preview',
  );
  await user.click(within(preview).getByRole('button', { name: accountTexts.uploadPicture }));
}

beforeEach(async () => {
  await installNodeFormData();
  vi.useFakeTimers({ shouldAdvanceTime: true });
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('profile picture', () => {
  it('opens a large view of the picture when clicked', async () => {
    const { user } = await setup('mlee');
    await user.click(screen.getByRole('button', { name: 'View large picture' }));

    const dialog = await screen.findByRole('dialog', { name: 'Profile picture' });
    expect(within(dialog).getByRole('img', { name: 'Profile picture of Morgan Lee' })).toHaveAttribute(
      'src',
      '/mock-avatars/mlee.svg',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the initials when there is no picture, with nothing to enlarge', async () => {
    await setup('javery');
    expect(screen.getByText('JA')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View large picture' })).not.toBeInTheDocument();
  });

  it('uploads a valid picture as multipart, shows "Uploading" meanwhile, then the new picture for everyone', async () => {
    const uploads = spyOnUploads();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Hold the answer until the test has seen the uploading state, then let the mock backend answer.
    server.use(http.post('*/upload-profile-picture', async () => void (await gate)));
    const { user, chooser } = await setup('javery');

    await user.upload(chooser, pngFile('me.png'));
    await uploadAfterPreview(user);
    const busyButton = await screen.findByRole('button', { name: accountTexts.uploading });
    expect(busyButton).toBeDisabled();
    expect(screen.getByText('JA').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    // The spinner alone in the dimmed circle: the initials give way while it turns (review p10).
    expect(screen.getByText('JA')).not.toBeVisible();

    release();
    expect(await screen.findByTestId('confirmation')).toHaveTextContent(accountTexts.pictureUpdated);
    await expectConfirmedForFiveSeconds(accountTexts.pictureUpdated);
    expect(screen.getByRole('button', { name: accountTexts.changePicture })).toBeEnabled();

    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]?.sessionToken).toBe('oa_user_info');
    expect(uploads[0]?.image?.name).toBe('me.png');
    expect(uploads[0]?.image?.type).toBe('image/png');

    // The header avatar reads the session store: it now has the stored picture.
    const picture = readCurrentUser()?.picture;
    expect(picture).toMatch(/\/profile-pictures\/[0-9a-f]{32}\/image$/);
    expect(screen.getByRole('img', { name: 'Jordan Avery' })).toHaveAttribute('src', picture!);
    await user.click(screen.getByRole('button', { name: 'View large picture' }));
    expect(await screen.findByRole('img', { name: 'Profile picture of Jordan Avery' })).toHaveAttribute(
      'src',
      picture!,
    );
  });

  it('accepts a .jpg file of type image/jpeg', async () => {
    const uploads = spyOnUploads();
    const { user, chooser } = await setup();
    const jpeg = testFile(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'me.jpg', 'image/jpeg');
    await user.upload(chooser, jpeg);
    await uploadAfterPreview(user);
    expect(await screen.findByTestId('confirmation')).toHaveTextContent(accountTexts.pictureUpdated);
    expect(uploads).toHaveLength(1);
    expect(readCurrentUser()?.picture).toMatch(/\/profile-pictures\/[0-9a-f]{32}\/image$/);
  });

  it('Cancel in the preview uploads nothing', async () => {
    const uploads = spyOnUploads();
    const { user, chooser } = await setup();
    await user.upload(chooser, pngFile('me.png'));
    const preview = await screen.findByRole('dialog', { name: accountTexts.picturePreviewTitle });
    await user.click(within(preview).getByRole('button', { name: accountTexts.cancel, hidden: false }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(uploads).toHaveLength(0);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  // A file the browser cannot draw (jsdom draws none) cannot be made smaller: R5.5's message.
  it('refuses a picture of 500KB or more that cannot be made smaller, without uploading it', async () => {
    const uploads = spyOnUploads();
    const { user, chooser } = await setup();
    await user.upload(chooser, pngFile('big.png', 600 * 1024));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.pictureTooLarge);
    expect(uploads).toHaveLength(0);
    await expectShownForFiveSeconds(accountTexts.pictureTooLarge);
  });

  it('accepts a picture just under 500KB', async () => {
    const uploads = spyOnUploads();
    const { user, chooser } = await setup();
    await user.upload(chooser, pngFile('edge.png', 500 * 1024 - 1));
    await uploadAfterPreview(user);
    expect(await screen.findByTestId('confirmation')).toHaveTextContent(accountTexts.pictureUpdated);
    expect(uploads).toHaveLength(1);
  });

  it.each([
    ['a GIF', 'me.gif', 'image/gif'],
    ['a PNG type with a .gif name', 'me.gif', 'image/png'],
    ['a .png name with a text type', 'me.png', 'text/plain'],
  ])('refuses %s by type and extension without uploading it', async (_case, name, type) => {
    const uploads = spyOnUploads();
    const { user, chooser } = await setup();
    await user.upload(chooser, pngFile(name, 100, type));

    expect(await screen.findByRole('alert')).toHaveTextContent(accountTexts.pictureWrongType);
    expect(uploads).toHaveLength(0);
    await expectShownForFiveSeconds(accountTexts.pictureWrongType);
  });

  it.each([
    [
      'answers null data (400)',
      () =>
        HttpResponse.json({ status: 400, code: 'INVALID_REQUEST', message: 'Not stored', data: null }, { status: 400 }),
    ],
    [
      'refuses the file (415)',
      () => HttpResponse.json({ status: 415, code: 'PICTURE_TYPE', message: 'No', data: null }, { status: 415 }),
    ],
    ['fails (500)', () => internalServerError('uploadProfilePicture')],
    ['cannot be reached', () => HttpResponse.error()],
  ])('when the server %s, says so for 5 s and keeps the old picture', async (_case, answer) => {
    server.use(http.post('*/upload-profile-picture', answer));
    const { user, chooser } = await setup('mlee');
    await user.upload(chooser, pngFile());
    await uploadAfterPreview(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(readCurrentUser()?.picture).toBe('/mock-avatars/mlee.svg');
    expect(screen.getByRole('button', { name: accountTexts.changePicture })).toBeEnabled();
    await expectShownForFiveSeconds(FAILED);
  });

  it('a new message replaces the previous one and gets its own 5 s', async () => {
    const { user, chooser } = await setup();
    await user.upload(chooser, pngFile('big.png', 600 * 1024));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await user.upload(chooser, pngFile('me.gif', 100, 'image/gif'));
    expect(screen.queryByText(accountTexts.pictureTooLarge)).not.toBeInTheDocument();
    await expectShownForFiveSeconds(accountTexts.pictureWrongType);
  });
});
