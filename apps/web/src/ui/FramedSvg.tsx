import type { CSSProperties, ReactNode } from 'react';

interface FramedSvgProps {
  /** What useElementWidth gives for the frame: its callback ref and measured width. */
  frame: [(element: HTMLDivElement | null) => void, number];
  height: number;
  frameClassName?: string;
  frameStyle?: CSSProperties;
  className: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Draws the picture; called once the frame's width is known. */
  children: () => ReactNode;
}

/**
 * A picture as wide as its frame: the frame is measured first, then the SVG (an image to
 * assistive technology) is drawn at that width, its view box in pixels so it scales with the page.
 */
export function FramedSvg({
  frame: [frameRef, width],
  height,
  frameClassName,
  frameStyle,
  className,
  children,
  ...label
}: FramedSvgProps) {
  return (
    <div ref={frameRef} className={frameClassName} style={frameStyle}>
      {width > 0 && (
        <svg
          className={className}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          {...label}
        >
          {children()}
        </svg>
      )}
    </div>
  );
}
