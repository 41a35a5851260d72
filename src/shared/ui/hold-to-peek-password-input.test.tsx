import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { HoldToPeekPasswordInput } from './hold-to-peek-password-input';

async function setup() {
  renderWithProviders(<HoldToPeekPasswordInput label="Old Password" defaultValue="Secret#123" />);
  return {
    input: await screen.findByLabelText('Old Password'),
    peek: screen.getByRole('button', { name: 'Hold To Peek' }),
  };
}

describe('HoldToPeekPasswordInput', () => {
  it('hides the password until the control is held', async () => {
    const user = userEvent.setup();
    const { input, peek } = await setup();
    expect(input).toHaveAttribute('type', 'password');

    await user.pointer({ keys: '[MouseLeft>]', target: peek });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('Secret#123');

    await user.pointer({ keys: '[/MouseLeft]', target: peek });
    expect(input).toHaveAttribute('type', 'password');
  });

  it('a click (press and release) does not leave it revealed', async () => {
    const user = userEvent.setup();
    const { input, peek } = await setup();
    await user.click(peek);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('hides again when the pointer leaves the control while held', async () => {
    const { input, peek } = await setup();
    fireEvent.pointerDown(peek);
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.pointerLeave(peek);
    expect(input).toHaveAttribute('type', 'password');
  });

  it.each([
    ['Space', ' '],
    ['Enter', 'Enter'],
  ])('reveals while %s is held on the focused control', async (_name, key) => {
    const { input, peek } = await setup();
    peek.focus();
    fireEvent.keyDown(peek, { key });
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.keyUp(peek, { key });
    expect(input).toHaveAttribute('type', 'password');
  });

  it('hides when the control loses focus while a key is held', async () => {
    const { input, peek } = await setup();
    peek.focus();
    fireEvent.keyDown(peek, { key: ' ' });
    fireEvent.blur(peek);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('is reachable with the keyboard', async () => {
    const user = userEvent.setup();
    const { peek } = await setup();
    await user.tab();
    await user.tab();
    expect(peek).toHaveFocus();
  });
});
