// Placeholder public API of the account feature; the account issue replaces it.
export { AccountPage } from './placeholder';
