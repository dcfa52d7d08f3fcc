/** The slideshow's control names, shared by the server's markup and the script that runs it. */
export const galleryLabels = {
  previous: "Previous picture",
  next: "Next picture",
  play: "Play slideshow",
  pause: "Pause slideshow",
  openFullscreen: "Open fullscreen",
  exitFullscreen: "Exit fullscreen",
  thumbnails: "Thumbnail Navigation",
  goTo: (n: number) => `Go to Slide ${n}`,
  slide: (n: number, of: number) => `${n} of ${of}`,
} as const;

/** Spec 2.2's play control moves to the next picture every 4 s. */
export const SLIDE_INTERVAL_MS = 4000;
