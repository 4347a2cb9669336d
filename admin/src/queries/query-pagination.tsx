import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

import { pageItems } from './pagination';

interface QueryPaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Previous, numbered pages with ellipses, next; nothing at all for a single page. */
export function QueryPagination({ page, totalPages, onChange }: QueryPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label="Pagination" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'center', mt: 2 }}>
      <Button startIcon={<ChevronLeftIcon />} disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="Previous page">
        Previous
      </Button>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            variant={item === page ? 'contained' : 'outlined'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onChange(item)}
            sx={{ minWidth: 40 }}
          >
            {item}
          </Button>
        ) : (
          <Box key={item} component="span" aria-hidden="true" sx={{ alignSelf: 'center', px: 1 }}>
            …
          </Box>
        ),
      )}
      <Button endIcon={<ChevronRightIcon />} disabled={page >= totalPages} onClick={() => onChange(page + 1)} aria-label="Next page">
        Next
      </Button>
    </Box>
  );
}
