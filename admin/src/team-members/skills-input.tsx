import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';

import { addSkill, limits } from '@agency/contract';

interface SkillsInputProps {
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

/**
 * Skills are typed one at a time and added with Enter: trimmed, empties and duplicates
 * ignored, the box cleared. Each one has its own × button.
 */
export function SkillsInput({ value, onChange, error }: SkillsInputProps) {
  const [draft, setDraft] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds a skill; it must not submit the surrounding form.
    event.preventDefault();
    if (value.length < limits.skillsMax) onChange(addSkill(value, draft));
    setDraft('');
  };

  return (
    <Box>
      <TextField
        label="Skills"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        helperText={error ?? 'Type a skill and press Enter to add it'}
        error={Boolean(error)}
        fullWidth
      />
      {value.length > 0 && (
        <Box component="ul" aria-label="Skills" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mt: 1 }}>
          {value.map((skill) => (
            <Box
              component="li"
              key={skill}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, pl: 1.5, pr: 0.5, borderRadius: 4, bgcolor: 'primary.50', border: 1, borderColor: 'primary.light' }}
            >
              <Typography component="span" variant="body2">
                {skill}
              </Typography>
              <IconButton size="small" aria-label={`Remove ${skill}`} onClick={() => onChange(value.filter((s) => s !== skill))}>
                <span aria-hidden="true">×</span>
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
