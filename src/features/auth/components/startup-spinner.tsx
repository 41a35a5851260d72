import { appUrl } from '@/shared/browser/browser-navigation';
import classes from './startup-spinner.module.css';

/** The full-screen spinner with the product icon shown while the start-up session check runs. */
export function StartupSpinner() {
  return (
    <div className={classes.screen} role="status" aria-label="Loading the portal">
      <div className={classes.ring}>
        <img className={classes.icon} src={appUrl('/product-icon.svg')} alt="" width={48} height={48} />
      </div>
    </div>
  );
}
