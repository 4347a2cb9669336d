import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SkillsInput } from './skills-input';

function Harness({ onSubmit, initial = [] }: { onSubmit: () => void; initial?: string[] }) {
  const [skills, setSkills] = useState<string[]>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SkillsInput value={skills} onChange={setSkills} />
      <output aria-label="value">{JSON.stringify(skills)}</output>
    </form>
  );
}

const value = () => JSON.parse(screen.getByLabelText('value').textContent ?? '[]') as string[];

describe('SkillsInput', () => {
  it('adds a trimmed skill on Enter, clears the box, and never submits the form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(box, '  Color grading  {Enter}');
    expect(value()).toEqual(['Color grading']);
    expect(box).toHaveValue('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores empty and duplicate skills', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} initial={['Editing']} />);
    const box = screen.getByRole('textbox', { name: 'Skills' });
    await user.type(box, '   {Enter}');
    await user.type(box, 'Editing{Enter}');
    await user.type(box, ' Editing {Enter}');
    expect(value()).toEqual(['Editing']);
    expect(box).toHaveValue('');
    await user.type(box, 'Motion{Enter}');
    expect(value()).toEqual(['Editing', 'Motion']);
    const items = screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(items).toEqual(['Editing', 'Motion']);
  });

  it('removes a skill with its × button, by keyboard too', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} initial={['Editing', 'Motion', 'Audio']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Motion' }));
    expect(value()).toEqual(['Editing', 'Audio']);
    screen.getByRole('button', { name: 'Remove Audio' }).focus();
    await user.keyboard('{Enter}');
    expect(value()).toEqual(['Editing']);
  });
});
