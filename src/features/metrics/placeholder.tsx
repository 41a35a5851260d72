export function KpiView() {
  return <section>Metrics for Performance Tracking</section>;
}
export function QuickWinsPresentation() {
  return <section>Quick Wins</section>;
}
