// Public API of the account feature: the account pages, the slug check the route uses, and the menu.
import { lazy } from 'react';

// Lazy: the route's slug check imports this file up front; the page's code loads only when shown.
export const AccountPage = lazy(() => import('./account-page').then((module) => ({ default: module.AccountPage })));
export { isAccountSlug, type AccountSlug } from './account-slugs';
export { accountPageTitle, ACCOUNT_PAGE_TITLE_SUFFIX } from './account-page-title';
export { accountMenuEntries, type AccountMenuEntry } from './account-menu';
