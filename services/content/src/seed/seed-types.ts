/** Text in every built-in language; `en` is required and is the fallback. */
export interface Localized {
  en: string;
  ar: string;
}

export interface SeedCategory {
  /** Stable identifier used for upserts and URLs, e.g. "basic-tech-troubleshooting". */
  slug: string;
  name: Localized;
  description: Localized;
  /** lucide-react icon name, e.g. "laptop". */
  icon: string;
  /** Per-minute rate in US cents for calls of 3 minutes or more. */
  rateCentsPerMinute: number;
  /** Ordered, step-by-step guidelines shown on the category detail page before matching. */
  guidelines: Localized[];
  subcategories: Omit<SeedCategory, 'subcategories'>[];
}

export interface SeedFaq {
  slug: string;
  /** Slug of the category this FAQ belongs to; omitted for general FAQs. */
  categorySlug?: string;
  question: Localized;
  answer: Localized;
}

export interface SeedTutorial {
  slug: string;
  categorySlug?: string;
  title: Localized;
  description: Localized;
  /** Same-origin path of the video, e.g. "/media/tutorials/first-call.mp4". */
  videoUrl: string;
  durationSeconds: number;
}

export interface SeedPolicySection {
  heading: Localized;
  body: Localized;
}

export interface SeedPolicy {
  slug: 'privacy' | 'terms';
  title: Localized;
  sections: SeedPolicySection[];
}

export interface SeedService {
  slug: string;
  title: Localized;
  description: Localized;
  icon: string;
}
