import { markReady, setFieldError, t } from "./island-dom";
import { clearDraft, draftKey } from "./registration-draft";
import { startRegistration, type RegistrationController } from "./registration-controller";

// The kiosk's island (spec 001 §2): the standard steps, plus the webcam portrait, full screen, and the
// public-terminal reset: after confirmation and after a few idle minutes, everything the candidate
// typed is forgotten (the form, the draft in local storage, the page's memory: it is loaded again).

const CONFIRMATION_RESET_SECONDS = 30;

function resetTerminal(controller: RegistrationController) {
  clearDraft(controller.draftKey);
  clearDraft(draftKey("standard", controller.form.dataset.spaceUrl ?? ""));
  try {
    window.sessionStorage.clear();
  } catch {
    // Nothing kept there.
  }
  controller.reset();
  window.location.replace(window.location.pathname);
}

function watchIdle(controller: RegistrationController, minutes: number) {
  let timer = 0;
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => resetTerminal(controller), minutes * 60_000);
  };
  for (const type of ["pointerdown", "keydown", "input", "touchstart"]) document.addEventListener(type, restart, { passive: true });
  restart();
}

function startWebcam(controller: RegistrationController) {
  const slot = controller.form.querySelector<HTMLElement>('[data-upload-slot="photo"]');
  if (!slot) return;
  const video = slot.querySelector<HTMLVideoElement>("[data-webcam-video]")!;
  const canvas = slot.querySelector<HTMLCanvasElement>("[data-webcam-canvas]")!;
  const cameraButton = slot.querySelector<HTMLButtonElement>('[data-action="camera"]')!;
  const captureButton = slot.querySelector<HTMLButtonElement>('[data-action="capture"]')!;
  let stream: MediaStream | null = null;

  cameraButton.addEventListener("click", async () => {
    setFieldError(slot, "documents.photo", null);
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user", width: 640, height: 480 }, audio: false });
    } catch {
      // Spec 001 §8: "webcam permission error" (refused, or no camera at all).
      setFieldError(slot, "documents.photo", t("registration.errors.webcam"));
      return;
    }
    video.srcObject = stream;
    video.hidden = false;
    canvas.hidden = true;
    captureButton.hidden = false;
    await video.play().catch(() => undefined);
  });

  captureButton.addEventListener("click", () => {
    canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.hidden = false;
    video.hidden = true;
    stream?.getTracks().forEach((track) => track.stop());
    stream = null;
    captureButton.hidden = true;
    cameraButton.textContent = t("registration.kiosk.retake");
    canvas.toBlob(
      (blob) => {
        if (blob) void controller.addUpload("photo", new File([blob], `portrait-${Date.now()}.jpg`, { type: "image/jpeg" }));
      },
      "image/jpeg",
      0.9,
    );
  });
}

const form = document.querySelector<HTMLFormElement>("#registration-form");
if (form) {
  const controller = startRegistration(form);
  const minutes = Number(document.querySelector<HTMLElement>("[data-idle-minutes]")?.dataset.idleMinutes) || 3;
  watchIdle(controller, minutes);
  startWebcam(controller);
  controller.onConfirmed = () => {
    const countdown = document.querySelector<HTMLElement>("[data-reset-countdown]");
    let seconds = CONFIRMATION_RESET_SECONDS;
    const tick = () => {
      if (countdown) countdown.textContent = t("registration.kiosk.resetSoon", { seconds });
      if (seconds-- <= 0) resetTerminal(controller);
      else window.setTimeout(tick, 1000);
    };
    tick();
  };
  document.querySelector('[data-action="restart"]')?.addEventListener("click", () => resetTerminal(controller));
  document.querySelector('[data-action="fullscreen"]')?.addEventListener("click", () => {
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  });
}
markReady();
