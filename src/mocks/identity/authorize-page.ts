/**
 * The mock identity provider's authorize endpoint (a static page: MSW cannot answer navigations).
 * Interactive requests show the demo workplace account (the signed-in portal user's name and company)
 * with `Continue` and `Cancel`; silent `prompt=none` requests answer at once while the provider's
 * session lives. Answers go to `redirect_uri` (the app's redirect bridge) in the fragment, as MSAL asks.
 */
import { workplaceSignIn } from '@/config';
import { endIdpSession, readIdpSession, startIdpSession } from './session';
import { getMockIdentitySwitches } from './switches';
import {
  answerLocation,
  codeAnswerLocation,
  decideAuthorize,
  oauthErrorFields,
  postLogoutLocation,
  type AppRegistration,
} from './authorize-rules';
import type { WorkplaceAccount } from './tokens';
import { createIndexedDbStorage } from '../db/storage';
import type { MockDbState } from '../db/types';

const params = new URLSearchParams(location.search);

/**
 * The portal user of this browser (the mock provider "knows" them, as the carrier's directory knows its
 * staff), or a generic demo account. Their name from the portal's record; their e-mail, which the
 * portal's token no longer carries (contract 4.0.0), from the mock backend's users (read only: the
 * backend's worker owns that state).
 */
async function demoWorkplaceAccount(): Promise<WorkplaceAccount> {
  try {
    // Remembered in localStorage, or (un-remembered) in the tab's sessionStorage, which a popup
    // opened by the portal and its hidden renewal frame share.
    const stored = localStorage.getItem('oa_user_info') ?? sessionStorage.getItem('oa_user_info');
    const user = JSON.parse(stored ?? 'null') as Record<string, unknown> | null;
    if (user && typeof user.fname === 'string') {
      const name = `${user.fname} ${typeof user.lname === 'string' ? user.lname : ''}`.trim();
      const company = typeof user.company === 'string' ? user.company : 'Evergreen Life';
      const email =
        (await backendEmailOf(user.username)) ??
        `${String(user.username ?? 'user')}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
      return { name, email, company };
    }
  } catch {
    /* fall through */
  }
  return { name: 'Demo User', email: 'demo.user@example.com', company: 'Evergreen Life' };
}

async function backendEmailOf(username: unknown): Promise<string | null> {
  const state = (await createIndexedDbStorage().load()) as Partial<MockDbState> | undefined;
  return state?.users?.find((known) => known.username === username)?.email ?? null;
}

/** The demo's app registration: the portal on this origin, whose redirect bridge is its one reply address. */
const registration: AppRegistration = {
  clientId: workplaceSignIn.clientId,
  redirectUris: [workplaceSignIn.redirectUri],
};

function errorAnswer(error: string, code: number, description: string): void {
  location.replace(answerLocation(params, oauthErrorFields(error, code, description)));
}

function showProblem(text: string): void {
  const main = document.getElementById('idp');
  if (!main) return;
  main.replaceChildren();
  const heading = document.createElement('h1');
  heading.textContent = 'Sign-in request refused';
  const message = document.createElement('p');
  message.textContent = text;
  main.append(heading, message);
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function showAccountChooser(account: WorkplaceAccount): void {
  const main = document.getElementById('idp');
  if (!main) return;
  main.replaceChildren();
  const brand = element('p', 'Workplace sign-in', 'brand');
  const heading = element('h1', 'Continue as');
  const card = element('div', undefined, 'account');
  card.setAttribute('role', 'group');
  card.setAttribute('aria-label', 'Workplace account');
  const avatar = element(
    'span',
    account.name
      .split(' ')
      .map((part) => part[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
    'avatar',
  );
  avatar.setAttribute('aria-hidden', 'true');
  const who = element('div');
  who.append(element('strong', account.name), element('span', account.email), element('span', account.company));
  card.append(avatar, who);
  const consent = element(
    'p',
    `${account.company} Carrier Analytics Portal will read your dashboards, datasets, reports and workspaces.`,
    'consent',
  );
  const actions = element('div', undefined, 'actions');
  const cancel = element('button', 'Cancel', 'secondary');
  const cont = element('button', 'Continue', 'primary');
  cancel.type = 'button';
  cont.type = 'button';
  actions.append(cancel, cont);
  const note = element('p', 'Local mock identity provider for development and tests: no password is asked.', 'note');
  main.append(brand, heading, card, consent, actions, note);

  cancel.addEventListener('click', () =>
    errorAnswer('access_denied', 65004, 'User declined to consent to access the app.'),
  );
  cont.addEventListener('click', () => {
    cont.disabled = true;
    cancel.disabled = true;
    void (async () => {
      if ((await getMockIdentitySwitches()).signInFails) {
        errorAnswer(
          'access_denied',
          50105,
          "Your administrator has configured the application to block users unless they are specifically granted ('assigned') access to the application.",
        );
        return;
      }
      startIdpSession(account);
      location.replace(await codeAnswerLocation(params, account));
    })();
  });
  cont.focus();
}

async function main(): Promise<void> {
  // Like Entra ID (X-Frame-Options: DENY), the sign-out and the interactive pages refuse to be framed;
  // only a silent request (prompt=none) answers in a hidden frame.
  if (window.top !== window.self && params.get('prompt') !== 'none') {
    showProblem('This page cannot be shown in a frame.');
    return;
  }
  if (params.has('logout')) {
    endIdpSession();
    location.replace(postLogoutLocation(params, registration) ?? '/');
    return;
  }
  const { silentRenewalFails } = await getMockIdentitySwitches();
  const outcome = await decideAuthorize(params, registration, readIdpSession(), silentRenewalFails);
  if (outcome.kind === 'refuse') showProblem(outcome.message);
  else if (outcome.kind === 'answer') location.replace(outcome.location);
  // The demo provider knows the portal user of this browser: both screens offer that account, no password.
  else showAccountChooser(await demoWorkplaceAccount());
}

void main();
