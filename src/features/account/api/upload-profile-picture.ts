import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { apiClient, SESSION_TOKEN_FIELD, unwrap } from '@/api/client';
import { userChangeSaved, refreshCurrentUser } from '@/session/signed-in';

/** Sends the picture as multipart (`image`, `session_token`) and answers the stored picture's URL. */
export async function uploadProfilePicture(image: File): Promise<string> {
  const answer = await unwrap(
    apiClient.POST('/upload-profile-picture', {
      // The generated type of a binary part is `string`; the serializer below sends the File itself.
      body: { image: image as unknown as string, session_token: SESSION_TOKEN_FIELD },
      bodySerializer: () => {
        const form = new FormData();
        form.append('image', image, image.name);
        form.append('session_token', SESSION_TOKEN_FIELD);
        return form;
      },
    }),
  );
  // A null `data` means failure (R7.6), whatever the HTTP status says.
  const picture = (answer as { data?: { picture?: unknown } | null } | undefined)?.data?.picture;
  if (typeof picture !== 'string' || picture === '') throw new ApiError(200, 'The picture was not stored', answer);
  return picture;
}

/** Uploads, shows the new picture in the header at once, then reloads the user data in the background. */
export async function replaceProfilePicture(image: File): Promise<string> {
  const picture = await uploadProfilePicture(image);
  userChangeSaved({ picture });
  refreshCurrentUser({ renewToken: true }).catch(() => {
    // The new picture is already shown; a failed reload changes nothing the user can see.
  });
  return picture;
}

export function useReplaceProfilePicture() {
  return useMutation({ mutationKey: ['account', 'upload-profile-picture'], mutationFn: replaceProfilePicture });
}
