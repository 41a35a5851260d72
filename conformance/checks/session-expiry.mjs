// The conformance checks of sessions ending: lifetime, idle time, revocation.
import { bearerOnly, changePassword, check, exampleBody, expectEqual, moveClock, options, signIn } from '../kit.mjs';

// ---- session expiry
await check(
  'expiry: a sign-in ends after 8 hours (cookie and token); remembered after 30 days',
  async () => {
    const short = await signIn();
    const remembered = await signIn(options.username, options.password, true);
    // Used every 29 minutes (never idle for 30), until a minute before the 8 hours.
    for (let elapsed = 0; elapsed < 8 * 3600 - 60;) {
      const step = Math.min(29 * 60, 8 * 3600 - 60 - elapsed);
      await moveClock(step);
      elapsed += step;
      expectEqual((await short.call('getSession', { body: {} })).status, 200, `used, at ${elapsed} s`);
    }
    await moveClock(61);
    expectEqual((await short.call('getSession', { body: {} })).status, 401, 'after 8 hours');
    expectEqual((await remembered.call('getSession', { body: {} })).status, 200, 'remembered after 8 hours');
    // Used every 6 days (never idle for 7), it still ends 30 days after the sign-in.
    for (let day = 6; day < 30; day += 6) {
      await moveClock(6 * 24 * 3600);
      expectEqual((await remembered.call('getSession', { body: {} })).status, 200, `remembered, used, day ${day}`);
    }
    await moveClock(6 * 24 * 3600);
    expectEqual((await remembered.call('getSession', { body: {} })).status, 401, 'remembered after 30 days');
  },
  { hooks: true },
);

// The idle limits, without and with remember-me: a session left idle for its limit ends (its token
// and its cookie), one used a little before it does not.
for (const { name, rememberMe, usedAfter, limit, idle, usedWhen } of [
  {
    name: 'expiry: a session without remember-me ends after 30 minutes idle (cookie and token); a call it authenticates restarts them',
    rememberMe: false,
    usedAfter: 29 * 60,
    limit: 30 * 60,
    idle: '30 minutes',
    usedWhen: 'at 29 minutes',
  },
  {
    name: 'expiry: a remembered session ends after 7 days idle (cookie and token); a call it authenticates restarts the 7 days',
    rememberMe: true,
    usedAfter: 6 * 24 * 3600,
    limit: 7 * 24 * 3600,
    idle: '7 days',
    usedWhen: 'on day 6',
  },
]) {
  await check(
    name,
    async () => {
      const idleSession = await signIn(options.username, options.password, rememberMe);
      const used = await signIn(options.username, options.password, rememberMe);
      await moveClock(usedAfter);
      // Used with the cookie (a renewal would not do: checks/token-renewal.mjs).
      expectEqual((await used.call('getSession', { body: {}, token: null })).status, 200, `a call ${usedWhen}`);
      await moveClock(limit - usedAfter + 1);
      expectEqual(
        (await bearerOnly(idleSession).call('getSession', { body: {} })).status,
        401,
        `its token after ${idle} idle`,
      );
      expectEqual(
        (await idleSession.call('authUserSession', { body: {}, token: null })).status,
        401,
        `its cookie after ${idle} idle`,
      );
      expectEqual((await used.call('getSession', { body: {} })).status, 200, `the one used ${usedWhen}`);
    },
    { hooks: true },
  );
}

await check(
  'expiry: activity alone keeps no session alive; a call refused after authenticating (a wrong old password) does',
  async () => {
    const reporting = await signIn();
    const mistyping = await signIn();
    for (let step = 1; step <= 2; step += 1) {
      await moveClock(20 * 60);
      const activity = await reporting.call('logActivity', { body: exampleBody('logActivity') });
      expectEqual(activity.status, 201, `activity at ${step * 20} minutes`);
      const wrong = await changePassword(mistyping, 'Wrong#Pass1', 'Conform_42x');
      expectEqual(wrong.status, 400, `a wrong old password at ${step * 20} minutes`);
    }
    expectEqual((await reporting.call('getSession', { body: {} })).status, 401, 'after 40 minutes of activity only');
    expectEqual((await mistyping.call('getSession', { body: {} })).status, 200, 'used 20 minutes ago');
  },
  { hooks: true },
);

await check(
  'expiry: a session ends AT its limit: exactly 1800 s idle (and the 8 hours) after the sign-in, it answers 401 (Q27)',
  async () => {
    const idle = await signIn();
    await moveClock(1800);
    expectEqual((await idle.call('getSession', { body: {} })).status, 401, 'exactly 1800 s idle');
    const used = await signIn();
    // 16 calls 1799 s apart (never idle for 1800) reach 28784 s; 16 s more are exactly the 8 hours.
    for (let call = 1; call <= 16; call += 1) {
      await moveClock(1799);
      expectEqual((await used.call('getSession', { body: {} })).status, 200, `used, call ${call}`);
    }
    await moveClock(16);
    expectEqual((await used.call('getSession', { body: {} })).status, 401, 'exactly 8 hours after the sign-in');
  },
  { hooks: true },
);
