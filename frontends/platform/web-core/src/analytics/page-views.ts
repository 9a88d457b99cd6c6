/** Where page views go: the GA4 adapter when configured, the data layer always. */
export type AnalyticsSink = (event: { name: 'page_view'; path: string; title: string; language: string }) => void;

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

const dataLayerSink: AnalyticsSink = (event) => {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push({ event: event.name, page_path: event.path, page_title: event.title, language: event.language });
};

let sinks: AnalyticsSink[] = [dataLayerSink];

export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks = [...sinks, sink];
  return () => {
    sinks = sinks.filter((s) => s !== sink);
  };
}

export function trackPageView(path: string, language: string): void {
  for (const sink of sinks) sink({ name: 'page_view', path, title: document.title, language });
}

/** Loads gtag.js for a GA4 measurement id and forwards page views to it. */
export function enableGa4(measurementId: string): void {
  const w = window as DataLayerWindow;
  w.dataLayer ??= [];
  w.gtag = (...args: unknown[]) => {
    w.dataLayer!.push(args);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  addAnalyticsSink((event) => w.gtag?.('event', 'page_view', { page_path: event.path, page_title: event.title, language: event.language }));
}
