import { writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import type { Deployment } from '../modules';

/** Remembers the deployment the user chose on a module's landing page (spec section 2). */
export function rememberDeploymentChoice(deployment: Pick<Deployment, 'title' | 'value'>): void {
  writeString(storageKeys.deploymentTitle, deployment.title);
  writeString(storageKeys.deploymentValue, deployment.value);
}
