/**
 * "A new version of the guide is ready": shown when a new deployment's service worker is waiting.
 * Plain DOM, not React, so that it costs the first load next to nothing; styled in src/css/custom.css.
 */
export const updateBannerText = 'A new version of the guide is ready.';
export const updateButtonText = 'Reload';

export function showUpdateBanner(onReload: () => void): void {
  if (document.querySelector('.offline-update-banner')) return;
  const banner = document.createElement('div');
  banner.className = 'offline-update-banner';
  banner.setAttribute('role', 'status');
  const text = document.createElement('span');
  text.textContent = updateBannerText;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary button--sm';
  button.textContent = updateButtonText;
  button.addEventListener('click', () => {
    button.disabled = true;
    onReload();
  });
  banner.append(text, button);
  document.body.append(banner);
}
