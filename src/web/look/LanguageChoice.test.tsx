// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LOOK, type SiteLook } from '../../shared/look';
import { LanguageChoice } from './LanguageChoice';

afterEach(cleanup);

function draw(look: Partial<SiteLook> = {}) {
  const change = vi.fn();
  render(<LanguageChoice look={{ ...EMPTY_LOOK, ...look }} change={change} disabled={false} />);
  return change;
}
const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('the languages a buyer offers guests', () => {
  it('starts from English, Hindi and Kannada, and trades one of them for Tamil', async () => {
    const change = draw();
    expect(box(/^English/).checked).toBe(true);
    expect(box(/^Hindi/).checked).toBe(true);
    expect(box(/^Kannada/).checked).toBe(true);
    // Three are on the switch: a fourth cannot be added until one goes.
    expect(box(/^Tamil/).disabled).toBe(true);
    await userEvent.click(box(/^Kannada/));
    expect(change).toHaveBeenLastCalledWith({ languages: ['en', 'hi'], defaultLanguage: null });
  });

  it('adds a language while there is room, and never leaves the switch empty', async () => {
    const change = draw({ languages: ['bn'] });
    expect(box(/^Bengali/).disabled).toBe(true);
    await userEvent.click(box(/^Punjabi/));
    expect(change).toHaveBeenLastCalledWith({ languages: ['bn', 'pa'], defaultLanguage: null });
  });

  it('offers the default among the chosen languages, and forgets a default that is taken off', async () => {
    const change = draw({ languages: ['en', 'ml'], defaultLanguage: 'ml' });
    const first = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Guests first read the invitation in' });
    expect(first.value).toBe('ml');
    expect([...first.options].map((option) => option.value)).toEqual(['', 'en', 'ml']);
    await userEvent.selectOptions(first, 'en');
    expect(change).toHaveBeenLastCalledWith({ languages: ['en', 'ml'], defaultLanguage: 'en' });
    await userEvent.click(box(/^Malayalam/));
    expect(change).toHaveBeenLastCalledWith({ languages: ['en'], defaultLanguage: null });
  });
});
