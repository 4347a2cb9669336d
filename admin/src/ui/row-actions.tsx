import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';

interface RowActionsProps {
  /** Names the row in the buttons' accessible names: "View Basic", "Delete Basic". */
  name: string;
  onView?: () => void;
  onEdit?: () => void;
  /** Edit as a link to its own page (team members) rather than a button. */
  editTo?: string;
  onDelete?: () => void;
  deleting?: boolean;
}

/** The icon buttons of a table row, each with a name a screen reader (and a test) can use. */
export function RowActions({ name, onView, onEdit, editTo, onDelete, deleting = false }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={0.5}>
      {onView && (
        <Tooltip title="View">
          <IconButton aria-label={`View ${name}`} onClick={onView} size="small">
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onEdit && (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit ${name}`} onClick={onEdit} size="small" color="primary">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {editTo && (
        <Tooltip title="Edit">
          <IconButton component={RouterLink} to={editTo} aria-label={`Edit ${name}`} size="small" color="primary">
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title="Delete">
          <span>
            <IconButton aria-label={`Delete ${name}`} onClick={onDelete} size="small" color="error" disabled={deleting}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
