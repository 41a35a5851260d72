/** The signed-in user's account: change password, update profile, upload picture. */
import { writeMockDb } from '../db';
import { MAX_NAME_LENGTH, MAX_PHONE, MAX_PICTURE_BYTES, messages } from '../lib/constants';
import { createPasswordHash, verifyPassword } from '../lib/crypto';
import { acceptedPictureType, isBlobLike, toDataUrl } from '../lib/image';
import { meetsPasswordPolicy } from '../lib/password-policy';
import { readJsonObject, stringField } from '../lib/request';
import { identifyCaller, userInfoOf } from '../lib/session';
import { withFault } from '../scenarios/faults';
import { apiHttp } from './http';

function isValidPhone(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PHONE);
}

export const accountHandlers = [
  apiHttp.post(
    '/change-password',
    withFault('changePassword', async ({ request, cookies, response }) => {
      const body = await readJsonObject(request);
      const oldPassword = stringField(body, 'oldPassword');
      const newPassword = stringField(body, 'newPassword');
      const confirmPassword = stringField(body, 'confirmPassword');

      return writeMockDb(async (db) => {
        const caller = await identifyCaller(db, request, cookies);
        if (!caller) return response(401).json({ status: 401, errorResponse: messages.notLoggedIn });
        const fail = (errorResponse: string) => response(400).json({ status: 400, errorResponse });
        // The order of the checks is part of the contract.
        if (!oldPassword || !newPassword || !confirmPassword) return fail(messages.allFieldsRequired);
        const user = db.users.find((candidate) => candidate.id === caller.user.id);
        if (!user || !(await verifyPassword(oldPassword, user))) return fail(messages.oldPasswordIncorrect);
        if (newPassword !== confirmPassword) return fail(messages.passwordsDoNotMatch);
        if (!meetsPasswordPolicy(newPassword)) return fail(messages.passwordPolicy);
        if (await verifyPassword(newPassword, user)) return fail(messages.sameAsOldPassword);
        Object.assign(user, await createPasswordHash(newPassword));
        return response(200).json({ status: 200, message: messages.passwordUpdated });
      });
    }),
  ),

  apiHttp.post(
    '/update-profile',
    withFault('updateProfile', async ({ request, cookies, response }) => {
      const body = await readJsonObject(request);
      const fname = stringField(body, 'fname').trim();
      const lname = stringField(body, 'lname').trim();
      const phone = body?.phone;

      return writeMockDb(async (db) => {
        const caller = await identifyCaller(db, request, cookies);
        if (!caller) return response(401).json({ status: 401, message: messages.notLoggedIn });
        const fail = (message: string) => response(400).json({ status: 400, message });
        if (!fname || !lname) return fail(messages.namesRequired);
        if (fname.length > MAX_NAME_LENGTH || lname.length > MAX_NAME_LENGTH) return fail(messages.nameTooLong);
        if (!isValidPhone(phone)) return fail(messages.badPhone);
        const user = db.users.find((candidate) => candidate.id === caller.user.id);
        if (!user) return response(401).json({ status: 401, message: messages.notLoggedIn });
        user.fname = fname;
        user.lname = lname;
        user.phone = phone === null ? null : String(phone);
        return response(200).json({
          status: 200,
          message: messages.profileUpdated,
          data: { userInfo: userInfoOf(user) },
        });
      });
    }),
  ),

  apiHttp.post(
    '/upload-profile-picture',
    withFault('uploadProfilePicture', async ({ request, cookies, response }) => {
      const fail = (status: 400 | 401 | 413 | 415, message: string) =>
        response(status).json({ status, message, data: null });

      let image: FormDataEntryValue | null = null;
      if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        try {
          image = (await request.clone().formData()).get('image');
        } catch {
          image = null;
        }
      }

      return writeMockDb(async (db) => {
        const caller = await identifyCaller(db, request, cookies);
        if (!caller) return fail(401, messages.notLoggedIn);
        if (!isBlobLike(image) || image.size === 0) return fail(400, messages.pictureMissing);
        if (image.size >= MAX_PICTURE_BYTES) return fail(413, messages.pictureTooLarge);
        const bytes = new Uint8Array(await image.arrayBuffer());
        const mime = acceptedPictureType(image.type, bytes);
        if (!mime) return fail(415, messages.pictureWrongType);
        const user = db.users.find((candidate) => candidate.id === caller.user.id);
        if (!user) return fail(401, messages.notLoggedIn);
        user.picture = toDataUrl(mime, bytes);
        return response(200).json({ status: 200, message: messages.pictureUpdated, data: { picture: user.picture } });
      });
    }),
  ),
];
