/** `colour` (a CSS colour, a variable) as the browser computes it on the page's body. */
export function cssColor(colour: string): string {
  const probe = document.body.appendChild(document.createElement('span'));
  probe.style.color = colour;
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}
