import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerSignOutTask, runSignOutTasks, SIGN_OUT_TASKS_TIMEOUT_MS } from './sign-out-tasks';

describe('sign-out tasks', () => {
  const unregister: (() => void)[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    unregister.splice(0).forEach((remove) => remove());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts every task at once, synchronously, and settles when all have', async () => {
    const order: string[] = [];
    unregister.push(registerSignOutTask(() => void order.push('first')));
    unregister.push(
      registerSignOutTask(async () => {
        order.push('second');
        await Promise.resolve();
      }),
    );
    const done = vi.fn();
    void runSignOutTasks().then(done);
    expect(order).toEqual(['first', 'second']);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('a failing task is logged and neither stops the others nor the sign-out', async () => {
    const other = vi.fn();
    unregister.push(
      registerSignOutTask(() => {
        throw new Error('boom');
      }),
    );
    unregister.push(registerSignOutTask(() => Promise.reject(new Error('rejected'))));
    unregister.push(registerSignOutTask(other));
    await runSignOutTasks();
    expect(other).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it(`a task that never settles holds the sign-out for ${SIGN_OUT_TASKS_TIMEOUT_MS} ms at most`, async () => {
    unregister.push(registerSignOutTask(() => new Promise(() => undefined)));
    const done = vi.fn();
    void runSignOutTasks().then(done);
    await vi.advanceTimersByTimeAsync(SIGN_OUT_TASKS_TIMEOUT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('a task registered twice runs once; once removed, it does not run', async () => {
    const task = vi.fn();
    registerSignOutTask(task);
    const remove = registerSignOutTask(task);
    await runSignOutTasks();
    expect(task).toHaveBeenCalledTimes(1);
    remove();
    await runSignOutTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
