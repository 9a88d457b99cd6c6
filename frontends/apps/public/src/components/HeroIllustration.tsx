import { useId } from 'react';

/** The home hero's friendly scene, drawn in code: a helper on a video call on a laptop, a checklist and a wrench. */
export function HeroIllustration({ label }: { label: string }) {
  const titleId = useId();
  return (
    <svg className="hwp-hero__art" viewBox="0 0 480 360" role="img" aria-labelledby={titleId} xmlns="http://www.w3.org/2000/svg">
      <title id={titleId}>{label}</title>
      {/* soft backdrop */}
      <circle cx="250" cy="185" r="160" fill="#e3f3f2" />
      <circle cx="402" cy="72" r="46" fill="#fde7da" />
      <circle cx="70" cy="285" r="30" fill="#e3f3f2" />

      {/* laptop screen */}
      <rect x="92" y="66" width="262" height="176" rx="16" fill="#1f2a37" />
      <rect x="104" y="78" width="238" height="152" rx="9" fill="#cdeee9" />
      {/* helper on the call */}
      <path d="M166 230c4-34 27-54 57-54s53 20 57 54z" fill="#0b6e6e" />
      <path d="M207 180l16 18 16-18" fill="#f7f4ef" />
      <circle cx="223" cy="138" r="27" fill="#f1c29c" />
      <path d="M196 136c0-20 12-32 27-32s27 12 27 32c-6-10-16-15-27-15s-21 5-27 15z" fill="#3b2f2f" />
      <path d="M194 140a29 29 0 0 1 58 0" fill="none" stroke="#1f2a37" strokeWidth="4" strokeLinecap="round" />
      <rect x="189" y="136" width="9" height="16" rx="4" fill="#1f2a37" />
      <path d="M193 152c2 10 9 15 20 15" fill="none" stroke="#1f2a37" strokeWidth="3" strokeLinecap="round" />
      <circle cx="214" cy="139" r="2.6" fill="#1f2a37" />
      <circle cx="232" cy="139" r="2.6" fill="#1f2a37" />
      <path d="M214 150c5 5 13 5 18 0" fill="none" stroke="#1f2a37" strokeWidth="2.6" strokeLinecap="round" />
      {/* self view */}
      <rect x="284" y="88" width="48" height="36" rx="7" fill="#ffffff" stroke="#9fd9d1" strokeWidth="2" />
      <circle cx="308" cy="102" r="7" fill="#c2410c" opacity="0.85" />
      <path d="M295 122c2-8 7-12 13-12s11 4 13 12z" fill="#c2410c" opacity="0.85" />
      {/* call controls */}
      <rect x="186" y="202" width="76" height="20" rx="10" fill="#1f2a37" opacity="0.88" />
      <circle cx="204" cy="212" r="5" fill="#ffffff" />
      <circle cx="224" cy="212" r="5" fill="#ffffff" />
      <circle cx="244" cy="212" r="5" fill="#ef4444" />
      {/* recording dot */}
      <circle cx="116" cy="91" r="4" fill="#ef4444" />

      {/* laptop base */}
      <path d="M58 242h330l-16 20a10 10 0 0 1-8 4H82a10 10 0 0 1-8-4z" fill="#b9c4cb" />
      <rect x="196" y="242" width="54" height="6" rx="3" fill="#95a3ad" />

      {/* checklist bubble */}
      <g>
        <rect x="24" y="44" width="122" height="74" rx="16" fill="#ffffff" stroke="#dde3e6" strokeWidth="2" />
        <path d="M118 117l8 16 6-16" fill="#ffffff" stroke="#dde3e6" strokeWidth="2" strokeLinejoin="round" />
        <rect x="117" y="112" width="18" height="7" fill="#ffffff" />
        <circle cx="46" cy="66" r="9" fill="#15803d" />
        <path d="M41.5 66l3.2 3.2 5.8-6" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="62" y="62" width="64" height="8" rx="4" fill="#cdeee9" />
        <circle cx="46" cy="94" r="9" fill="#0b6e6e" />
        <path d="M41.5 94l3.2 3.2 5.8-6" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="62" y="90" width="48" height="8" rx="4" fill="#cdeee9" />
      </g>

      {/* wrench badge */}
      <g transform="translate(404 150)">
        <circle r="32" fill="#c2410c" />
        <path d="M-11 11l15-15" stroke="#ffffff" strokeWidth="7" strokeLinecap="round" />
        <path d="M4-4a10 10 0 1 0 9-13l-6 6 4 4 6-6a10 10 0 0 1-13 9" fill="#ffffff" />
      </g>

      {/* sparkles */}
      <path d="M400 262l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#0b6e6e" opacity="0.7" />
      <path d="M160 22l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" fill="#c2410c" opacity="0.7" />
      <path d="M440 206l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5z" fill="#15803d" opacity="0.6" />
    </svg>
  );
}
