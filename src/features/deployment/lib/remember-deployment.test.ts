import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/shared/storage/storage-keys';
import { rememberDeploymentChoice } from './remember-deployment';

describe('deployment choice', () => {
  it('stores the title and value under the deployment keys', () => {
    expect(localStorage.getItem(storageKeys.deploymentTitle)).toBeNull();
    rememberDeploymentChoice({ title: '2024 Deployment', value: 'deployment2024' });
    expect(localStorage.getItem(storageKeys.deploymentTitle)).toBe('2024 Deployment');
    expect(localStorage.getItem(storageKeys.deploymentValue)).toBe('deployment2024');
  });
});
