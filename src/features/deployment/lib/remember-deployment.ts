import { readString, writeString } from '@/shared/storage/browser-storage';
import { storageKeys } from '@/shared/storage/storage-keys';
import type { Deployment } from '../modules';

type DeploymentChoice = Pick<Deployment, 'title' | 'value'>;

/** Remembers the deployment the user chose on a module's landing page (R2.16). */
export function rememberDeploymentChoice(deployment: DeploymentChoice): void {
  writeString(storageKeys.deploymentTitle, deployment.title);
  writeString(storageKeys.deploymentValue, deployment.value);
}

/**
 * The deployment of `deployments` the user chose last, read back where the choice is made (the
 * landing page marks it). The value identifies it; a record whose title no longer matches (the
 * deployment was renamed) or that names no deployment of this module is no choice.
 */
export function rememberedDeployment<T extends DeploymentChoice>(deployments: readonly T[]): T | undefined {
  const title = readString(storageKeys.deploymentTitle);
  const value = readString(storageKeys.deploymentValue);
  return deployments.find((deployment) => deployment.value === value && deployment.title === title);
}
