import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dropSignInNotice, readSignInNotice, type SignInNotice } from '@/shared/browser/signed-out-page';
import { SIGN_IN_NOTICE_TEXT } from '../constants';

/**
 * The notice an end of the session left for this tab (R10.6), read as the sign-in page opens and then
 * dropped, so a reload, a visit to "Forgot password" and back, or the next person never sees it again.
 * Read in the state's initialiser (React may run it twice) and dropped in an effect.
 */
export function useSignInNotice(): SignInNotice | null {
  const [notice] = useState(readSignInNotice);
  useEffect(() => {
    if (notice) dropSignInNotice();
  }, [notice]);
  return notice;
}

/** Why the person is on the sign-in page, announced politely (it is news, not an error of theirs). */
export function SignInNoticeAlert({ notice }: { notice: SignInNotice }) {
  return (
    <Alert role="status" aria-live="polite" color="blue" variant="light">
      {SIGN_IN_NOTICE_TEXT[notice.reason]}
      {notice.workplaceEnded ? ` ${SIGN_IN_NOTICE_TEXT.workplaceEnded}` : null}
    </Alert>
  );
}
