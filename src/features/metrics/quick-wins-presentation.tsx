import { Anchor, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PDF_FRAME_HEIGHT, QUICK_WINS_PDF_PATH } from './constants';

const PDF_URL = `${import.meta.env.BASE_URL}${QUICK_WINS_PDF_PATH}`;

/**
 * The Quick Wins presentation, embedded at 85% of the viewport height. Browsers that cannot show a PDF
 * inline (many phones) get the download link, which is always visible.
 */
export function QuickWinsPresentation() {
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        {/* The primary "light" text colour: the default anchor blue has only 3.5:1 contrast on white. */}
        <Anchor
          href={PDF_URL}
          download="quick-wins-presentation.pdf"
          size="sm"
          c="var(--mantine-primary-color-light-color)"
        >
          <Group component="span" gap={4} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            Download the presentation (PDF)
          </Group>
        </Anchor>
      </Group>
      <iframe
        title="Quick Wins presentation"
        src={PDF_URL}
        style={{ display: 'block', height: PDF_FRAME_HEIGHT, width: '100%', border: 0 }}
      />
    </Stack>
  );
}
