/** The signed-in user's account: change password, update profile, upload and serve the picture. */
import { HttpResponse } from 'msw';
import { readMockDb } from '../db';
import { MAX_PICTURE_BYTES, messages } from '../lib/constants';
import { createPasswordHash, randomHex, verifyPassword } from '../lib/crypto';
import { errorResponse } from '../lib/errors';
import { acceptedPictureType, isBlobLike, toBase64 } from '../lib/image';
import { sendPasswordChangedNotice } from '../lib/mail';
import { userInfoOf } from '../lib/session';
import { clearFailures, lockedForMs, passwordThrottleKey, recordFailure } from '../lib/throttle';
import { withFault } from '../scenarios/faults';
import { asCaller } from './as-caller';
import { apiHttp, isFromAllowedOrigin, publicApiBaseUrl } from './http';
import { invalidFieldMessage } from '../contract/invalid-request-message';

export const accountHandlers = [
  apiHttp.post(
    '/change-password',
    withFault('changePassword', async ({ request, cookies, response }) => {
      // The request gate has checked the body (fields present, policy, lengths).
      const body = await request.clone().json();

      return asCaller('changePassword', request, cookies, async (db, caller) => {
        const user = caller.user;
        const throttleKey = passwordThrottleKey(user.id);
        const locked = lockedForMs(db, throttleKey);
        if (locked > 0) {
          return errorResponse('changePassword', 429, 'TOO_MANY_ATTEMPTS', messages.changePasswordThrottled, {
            retryAfterSeconds: locked / 1000,
          });
        }
        // The order of the checks is part of the contract.
        if (!(await verifyPassword(body.oldPassword, user))) {
          // The 5th wrong password in a row is still answered 400; it locks the attempts that follow.
          recordFailure(db, throttleKey);
          return errorResponse('changePassword', 400, 'WRONG_OLD_PASSWORD', messages.oldPasswordIncorrect);
        }
        clearFailures(db, throttleKey);
        if (body.newPassword !== body.confirmPassword) {
          return errorResponse('changePassword', 400, 'PASSWORD_MISMATCH', messages.passwordsDoNotMatch);
        }
        if (await verifyPassword(body.newPassword, user)) {
          return errorResponse('changePassword', 400, 'PASSWORD_REUSED', messages.sameAsOldPassword);
        }
        const stored = db.users.find((candidate) => candidate.id === user.id);
        if (stored) Object.assign(stored, await createPasswordHash(body.newPassword));
        // Every other session of the user ends; the caller stays signed in.
        db.sessions = db.sessions.filter((session) => session.userId !== user.id || session.id === caller.session.id);
        if (stored) sendPasswordChangedNotice(db, stored, 'changed');
        return response(200).json({ status: 200, message: messages.passwordUpdated });
      });
    }),
  ),

  apiHttp.post(
    '/update-profile',
    withFault('updateProfile', async ({ request, cookies, response }) => {
      const body = await request.clone().json();

      return asCaller('updateProfile', request, cookies, async (db, caller) => {
        const user = db.users.find((candidate) => candidate.id === caller.user.id);
        if (!user) return errorResponse('updateProfile', 401, 'UNAUTHENTICATED', messages.notLoggedIn);
        user.fname = body.fname.trim();
        user.lname = body.lname.trim();
        user.phone = body.phone === null ? null : String(body.phone);
        return response(200).json({
          status: 200,
          message: messages.profileUpdated,
          data: { userInfo: userInfoOf(user, publicApiBaseUrl(request)) },
        });
      });
    }),
  ),

  apiHttp.post(
    '/upload-profile-picture',
    withFault('uploadProfilePicture', async ({ request, cookies, response }) => {
      // The request gate has checked that the body is multipart with one non-empty `image` file.
      const image = (await request.clone().formData()).get('image');
      // Before authentication: a foreign page's upload with this browser's cookie touches nothing.
      if (!isFromAllowedOrigin(request)) {
        return errorResponse('uploadProfilePicture', 403, 'FOREIGN_ORIGIN', messages.foreignOrigin);
      }

      return asCaller('uploadProfilePicture', request, cookies, async (db, caller) => {
        const user = db.users.find((candidate) => candidate.id === caller.user.id);
        if (!user) return errorResponse('uploadProfilePicture', 401, 'UNAUTHENTICATED', messages.notLoggedIn);
        if (!isBlobLike(image))
          return errorResponse(
            'uploadProfilePicture',
            400,
            'INVALID_REQUEST',
            invalidFieldMessage('uploadProfilePicture', 'image'),
          );
        if (image.size >= MAX_PICTURE_BYTES) {
          return errorResponse('uploadProfilePicture', 413, 'PICTURE_TOO_LARGE', messages.pictureTooLarge);
        }
        const bytes = new Uint8Array(await image.arrayBuffer());
        const mime = acceptedPictureType(image.type, bytes);
        if (!mime) return errorResponse('uploadProfilePicture', 415, 'PICTURE_TYPE', messages.pictureWrongType);
        // The image is stored once and served by URL; the user record and tokens carry the URL only.
        const picture = { id: randomHex(16), userId: user.id, mime, base64: toBase64(bytes) };
        db.pictures = [...db.pictures.filter((stored) => stored.userId !== user.id), picture];
        // Kept as its path: each answer builds the URL on its own public base URL (lib/jwt.ts).
        user.picture = `/profile-pictures/${picture.id}/image`;
        const url = `${publicApiBaseUrl(request)}${user.picture}`;
        return response(200).json({ status: 200, message: messages.pictureUpdated, data: { picture: url } });
      });
    }),
  ),

  apiHttp.get(
    '/profile-pictures/{pictureId}/image',
    withFault('getProfilePicture', async ({ params, response }) => {
      const picture = await readMockDb((db) => db.pictures.find((stored) => stored.id === params.pictureId));
      if (!picture) return errorResponse('getProfilePicture', 404, 'NOT_FOUND', messages.pictureNotFound);
      const bytes = Uint8Array.from(atob(picture.base64), (character) => character.charCodeAt(0));
      // Binary bodies are outside openapi-msw's JSON typing.
      return response.untyped(
        new HttpResponse(bytes, {
          headers: {
            'Content-Type': picture.mime,
            'Cache-Control': 'public, max-age=31536000, immutable',
            // Served as its stored type only, never sniffed into HTML or script (contract: the picture).
            'X-Content-Type-Options': 'nosniff',
          },
        }),
      );
    }),
  ),
];
