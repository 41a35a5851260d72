/**
 * The workplace sign-in page stands outside the shell, so the shell that comes back after it cannot
 * tell that arrival from a first page load. The page notes here that it is being left; the shell
 * takes the note once, and moves the focus to the page heading as after any other navigation.
 */
let leftWorkplaceSignIn = false;

export function noteLeavingWorkplaceSignIn(): void {
  leftWorkplaceSignIn = true;
}

/** Whether the workplace sign-in page was just left; answers true once. */
export function takeWorkplaceSignInReturn(): boolean {
  const was = leftWorkplaceSignIn;
  leftWorkplaceSignIn = false;
  return was;
}
