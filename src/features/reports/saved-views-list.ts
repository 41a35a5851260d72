// A public entry of the reports feature, kept small (eslint.config.js, FEATURE_ENTRIES): the signed-in
// person's saved views of a report, for the home page's list. Through the index, home (in the shell's
// chunk) would also carry the report view's loaders and texts.
export { savedViewsQueryOptions, type SavedView } from './api/saved-views';
