// The diagram as a picture: every node at its natural size (not the part that happens to be on screen), on
// white, as PNG or SVG. html-to-image copies the computed styles into the picture, so it looks as on screen.
import { getNodesBounds, type Node } from '@xyflow/react';
import { toPng, toSvg } from 'html-to-image';
import { downloadUrl } from '@modelsmith/shared/http';

export type ImageFormat = 'png' | 'svg';

const MARGIN = 40;
/** Browsers refuse canvases much larger than this; a bigger diagram is scaled down to fit. */
const MAX_SIDE = 8000;

export async function exportDiagram(
  viewport: HTMLElement,
  nodes: Node[],
  format: ImageFormat,
  fileName: string,
): Promise<void> {
  const bounds = getNodesBounds(nodes);
  const zoom = Math.min(1, MAX_SIDE / (bounds.width + 2 * MARGIN), MAX_SIDE / (bounds.height + 2 * MARGIN));
  const width = Math.ceil((bounds.width + 2 * MARGIN) * zoom);
  const height = Math.ceil((bounds.height + 2 * MARGIN) * zoom);
  const options = {
    backgroundColor: '#ffffff',
    width,
    height,
    // The page's fonts are the system's: nothing to embed, and reading cross-origin stylesheets would fail.
    skipFonts: true,
    // The cards' "open in designer" buttons belong to the screen, not to the picture.
    filter: (element: HTMLElement) => !element.classList?.contains('ms-er-node__open'),
    style: {
      width: `${width}px`,
      height: `${height}px`,
      transform: `translate(${(MARGIN - bounds.x) * zoom}px, ${(MARGIN - bounds.y) * zoom}px) scale(${zoom})`,
    },
  };
  // Sharp on high-density screens, as long as the canvas stays within what browsers allow.
  const pixelRatio = Math.min(2, MAX_SIDE / Math.max(width, height));
  const dataUrl =
    format === 'png' ? await toPng(viewport, { ...options, pixelRatio }) : await toSvg(viewport, options);
  downloadUrl(`${fileName}.${format}`, dataUrl);
}
