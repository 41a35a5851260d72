import classes from './steady-label.module.css';

/** A tab's label whose width is the same whether its tab is current (semibold) or not (see the CSS). */
export function SteadyLabel({ text }: { text: string }) {
  return (
    <span className={classes.label} data-label={text}>
      {text}
    </span>
  );
}
