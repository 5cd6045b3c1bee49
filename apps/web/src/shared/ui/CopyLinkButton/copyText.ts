/**
 * Copies text to the clipboard. `navigator.clipboard` only exists in secure contexts (https or
 * localhost); on plain http (a fair's local network) fall back to a hidden textarea + execCommand.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Não foi possível copiar o link');
  } finally {
    area.remove();
  }
}
