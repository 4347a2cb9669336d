'use client';

import type { DefaultCellComponentProps } from 'payload';
import { formatFilesize } from 'payload/shared';

/** The media list's size column: 23.4KB, as the panel's file details write it, not 23961. */
export function FileSizeCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatFilesize(cellData, 1) : ''}</span>;
}
