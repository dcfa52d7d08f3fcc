import EmblaCarousel from "embla-carousel";
import { galleryLabels, SLIDE_INTERVAL_MS } from "./gallery-labels";

/**
 * Turns a server-rendered gallery (gallery.tsx) into the slideshow: Embla moves the pictures (drag,
 * swipe, loop); this adds the arrows, the index, thumbnails, play/pause every 4 s, fullscreen and
 * the arrow keys. Returns what undoes it (used when React unmounts the gallery).
 */
export function enhanceGallery(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>("[data-gallery-viewport]");
  const controls = root.querySelector<HTMLElement>("[data-gallery-controls]");
  if (!viewport || !controls) return () => {};
  const slides = [...viewport.querySelectorAll<HTMLElement>(".gallery-slide")];
  const thumbs = [...root.querySelectorAll<HTMLAnchorElement>("[data-gallery-thumbnail]")];
  const thumbList = root.querySelector<HTMLElement>("[data-gallery-thumbnails]");
  const current = root.querySelector<HTMLElement>("[data-gallery-current]");
  const play = root.querySelector<HTMLButtonElement>("[data-gallery-play]")!;
  const fullscreen = root.querySelector<HTMLButtonElement>("[data-gallery-fullscreen]")!;

  root.classList.add("is-enhanced");
  viewport.scrollLeft = 0;
  const embla = EmblaCarousel(viewport, { loop: true });
  controls.hidden = false;

  const showIcon = (button: HTMLElement, icon: string) => {
    for (const svg of button.querySelectorAll("svg"))
      svg.classList.toggle("hidden", svg.dataset.icon !== icon);
  };

  // The slide on screen and its neighbours load now: a lazy picture outside the viewport would
  // otherwise wait until it has slid in.
  const loadAround = (index: number) => {
    for (const offset of [-1, 0, 1]) {
      const slide = slides[(index + offset + slides.length) % slides.length];
      const img = slide?.querySelector("img");
      if (img && img.loading === "lazy") img.loading = "eager";
    }
  };

  const onSelect = () => {
    const index = embla.selectedScrollSnap();
    if (current) current.textContent = String(index + 1);
    for (const [i, slide] of slides.entries()) slide.classList.toggle("is-current", i === index);
    for (const [i, thumb] of thumbs.entries()) {
      if (i === index) thumb.setAttribute("aria-current", "true");
      else thumb.removeAttribute("aria-current");
    }
    const thumb = thumbs[index];
    if (thumb && thumbList) {
      thumbList.scrollTo({ left: thumb.offsetLeft - (thumbList.clientWidth - thumb.offsetWidth) / 2 });
    }
    loadAround(index);
  };
  embla.on("select", onSelect);
  onSelect();

  let timer: ReturnType<typeof setInterval> | undefined;
  const setPlaying = (playing: boolean) => {
    clearInterval(timer);
    timer = playing ? setInterval(() => embla.scrollNext(), SLIDE_INTERVAL_MS) : undefined;
    play.setAttribute("aria-label", playing ? galleryLabels.pause : galleryLabels.play);
    showIcon(play, playing ? "pause" : "play");
  };

  const setFullscreen = (on: boolean) => {
    root.classList.toggle("is-fullscreen", on);
    document.documentElement.style.overflow = on ? "hidden" : "";
    fullscreen.setAttribute("aria-label", on ? galleryLabels.exitFullscreen : galleryLabels.openFullscreen);
    showIcon(fullscreen, on ? "close" : "open");
    embla.reInit();
  };
  // The browser's own fullscreen when it allows it; the class alone fills the window otherwise.
  const toggleFullscreen = () => {
    const on = !root.classList.contains("is-fullscreen");
    setFullscreen(on);
    if (on) root.requestFullscreen?.().catch(() => {});
    else if (document.fullscreenElement === root) void document.exitFullscreen();
  };
  const onFullscreenChange = () => {
    if (!document.fullscreenElement && root.classList.contains("is-fullscreen")) setFullscreen(false);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") embla.scrollPrev();
    else if (event.key === "ArrowRight") embla.scrollNext();
    else if (event.key === "Escape" && root.classList.contains("is-fullscreen")) toggleFullscreen();
    else return;
    event.preventDefault();
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [root.querySelector("[data-gallery-prev]")!, "click", () => embla.scrollPrev()],
    [root.querySelector("[data-gallery-next]")!, "click", () => embla.scrollNext()],
    [play, "click", () => setPlaying(timer === undefined)],
    [fullscreen, "click", toggleFullscreen],
    [root, "keydown", onKey as EventListener],
    [document, "fullscreenchange", onFullscreenChange],
    ...thumbs.map((thumb, i): [EventTarget, string, EventListener] => [
      thumb,
      "click",
      (event) => {
        event.preventDefault();
        embla.scrollTo(i);
      },
    ]),
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);

  return () => {
    setPlaying(false);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    embla.destroy();
    controls.hidden = true;
    root.classList.remove("is-enhanced", "is-fullscreen");
  };
}
