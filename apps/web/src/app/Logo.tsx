import type { ReactNode } from 'react';
import type { CloudName } from '@netlens/core';

interface LogoProps {
  className?: string;
}

/** The lens-over-a-signal glyph every logo shares, drawn in white on a 32×32 field. */
function Glyph() {
  return (
    <g fill="none" stroke="#fff" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="14" cy="14" r="7.5" strokeWidth="2.5" />
      <path d="M19.5 19.5 25 25" strokeWidth="3" />
      <path d="m10 16 2.6-3.6 2.6 2.6 2.3-3.5" strokeWidth="1.8" />
    </g>
  );
}

/** A logo's frame: 32 high, decorative (the product name is written beside it). */
function LogoSvg({ className, width, children }: LogoProps & { width: number; children: ReactNode }) {
  return (
    <svg className={className} viewBox={`0 0 ${width} 32`} height="32" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** Multi-tenant cloud logo: the glyph on a blue rounded square. */
export function MultiTenantLogo({ className }: LogoProps) {
  return (
    <LogoSvg className={className} width={32}>
      <rect width="32" height="32" rx="7" fill="#0f6cbd" />
      <Glyph />
    </LogoSvg>
  );
}

/** Government community cloud logo: the glyph on navy, with a "GCC" badge. */
export function GccLogo({ className }: LogoProps) {
  return (
    <LogoSvg className={className} width={70}>
      <rect width="32" height="32" rx="7" fill="#1b3a5c" />
      <Glyph />
      <rect x="36" y="6" width="34" height="20" rx="4" fill="#1b3a5c" />
      <text
        x="53"
        y="20.5"
        textAnchor="middle"
        fill="#fff"
        fontFamily="'Segoe UI', system-ui, sans-serif"
        fontSize="11"
        fontWeight="700"
        letterSpacing="0.3"
      >
        GCC
      </text>
    </LogoSvg>
  );
}

/** China-operated cloud logo: the glyph in a red roundel. */
export function ChinaLogo({ className }: LogoProps) {
  return (
    <LogoSvg className={className} width={32}>
      <circle cx="16" cy="16" r="16" fill="#c4314b" />
      <circle cx="16" cy="16" r="13.5" fill="none" stroke="#fff" strokeOpacity="0.45" strokeWidth="1" />
      <g transform="translate(1.5 1.5)">
        <Glyph />
      </g>
    </LogoSvg>
  );
}

/** The logo of the cloud this deployment serves. */
export function CloudLogo({ cloud, className }: LogoProps & { cloud: CloudName }) {
  if (cloud === 'GCC') return <GccLogo className={className} />;
  if (cloud === 'China') return <ChinaLogo className={className} />;
  return <MultiTenantLogo className={className} />;
}
