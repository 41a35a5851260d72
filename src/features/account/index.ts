// Public API of the account feature (placeholders until the account issue lands).
export { AccountPage } from './placeholder';
export { accountMenuEntries, type AccountMenuEntry } from './account-menu';
