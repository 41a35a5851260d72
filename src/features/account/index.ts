// Public API of the account feature: the account pages, the slug check the route uses, and the menu.
export { AccountPage } from './account-page';
export { isAccountSlug, type AccountSlug } from './account-slugs';
export { accountMenuEntries, type AccountMenuEntry } from './account-menu';
