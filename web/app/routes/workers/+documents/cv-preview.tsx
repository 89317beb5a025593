import { useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "#web/app/i18n/use-translation";
import type { AnonymizationPreview, Area } from "#domain/documents/anonymized-cv-schemas";

// One page of the CV to anonymise, drawn in PDF points (y up, as the PDF counts): its text runs where they
// stand, or the scanned picture, the areas found from the anonymisation list and those staff drew. A
// click-drag draws a new white area. It is a paper page: white in both themes.

type PreviewPage = AnonymizationPreview["pages"][number];

interface CvPreviewProps {
  page: PreviewPage;
  index: number;
  count: number;
  imageUrl: string | null;
  found: Area[];
  drawn: Area[];
  onDraw(area: Area): void;
}

/** Where a pointer is, in the page's own points. */
function pointOf(svg: SVGSVGElement, event: PointerEvent, page: PreviewPage) {
  const matrix = svg.getScreenCTM();
  if (!matrix) return null;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: Math.min(Math.max(point.x, 0), page.width), y: Math.min(Math.max(page.height - point.y, 0), page.height) };
}

export function CvPreview({ page, index, count, imageUrl, found, drawn, onDraw }: CvPreviewProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [current, setCurrent] = useState<{ x: number; y: number } | null>(null);
  const draft = start && current ? areaBetween(index, start, current) : null;
  const label = t("documents.anonymize.preview", { page: index + 1, count });

  const flip = (area: Area) => ({ x: area.x, y: page.height - area.y - area.height, width: area.width, height: area.height });

  return (
    <figure className="space-y-1">
      <svg
        ref={svgRef}
        role="img"
        aria-label={label}
        data-testid="cv-preview"
        viewBox={`0 0 ${page.width} ${page.height}`}
        className="w-full cursor-crosshair touch-none rounded-lg border border-line-strong shadow-sm select-none"
        onPointerDown={(event) => {
          if (!svgRef.current) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const point = pointOf(svgRef.current, event, page);
          setStart(point);
          setCurrent(point);
        }}
        onPointerMove={(event) => {
          if (start && svgRef.current) setCurrent(pointOf(svgRef.current, event, page));
        }}
        onPointerUp={() => {
          if (draft && draft.width >= 4 && draft.height >= 4) onDraw(draft);
          setStart(null);
          setCurrent(null);
        }}
      >
        <rect x={0} y={0} width={page.width} height={page.height} fill="#ffffff" />
        {imageUrl ? <image href={imageUrl} x={0} y={0} width={page.width} height={page.height} preserveAspectRatio="none" /> : null}
        {page.lines.map((line, at) => (
          <text
            key={at}
            x={line.x}
            y={page.height - line.y}
            fontSize={line.height}
            fill="#1f2937"
            fontFamily="Helvetica, Arial, sans-serif"
          >
            {line.text}
          </text>
        ))}
        {found.map((area, at) => (
          <rect key={`found-${at}`} {...flip(area)} fill="#94a3b8" fillOpacity={0.85} stroke="#475569" strokeWidth={0.75} />
        ))}
        {[...drawn, ...(draft ? [draft] : [])].map((area, at) => (
          <rect
            key={`drawn-${at}`}
            {...flip(area)}
            fill="#f59e0b"
            fillOpacity={0.55}
            stroke="#b45309"
            strokeDasharray="3 2"
            strokeWidth={1}
          />
        ))}
      </svg>
      <figcaption className="text-xs text-ink-subtle">{label}</figcaption>
    </figure>
  );
}

function areaBetween(page: number, a: { x: number; y: number }, b: { x: number; y: number }): Area {
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    page,
    x: round(Math.min(a.x, b.x)),
    y: round(Math.min(a.y, b.y)),
    width: round(Math.abs(a.x - b.x)),
    height: round(Math.abs(a.y - b.y)),
  };
}
