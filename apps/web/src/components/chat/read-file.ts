/** A chosen file's bytes in base64, as the chat's send payload carries them (SPEC §3). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      // A data URL: "data:<type>;base64,<bytes>"; the server wants the bytes only.
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('No se ha podido leer el archivo'));
    reader.readAsDataURL(file);
  });
}
