/** Where an element's text starts on screen: its contents' box, inside any padding or border (a button's label). */
export function textLeft(element: Element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().left;
}
