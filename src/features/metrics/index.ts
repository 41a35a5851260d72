// Placeholder public API of the metrics feature; the metrics issue replaces these.
export { KpiView, QuickWinsPresentation } from './placeholder';
