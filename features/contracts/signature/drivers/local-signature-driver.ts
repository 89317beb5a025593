import { PDFDocument, StandardFonts } from "pdf-lib";
import type { ContractAudience, SignerRole } from "#domain/enums/contract";
import type { SignatureDriver } from "./signature-driver";

/** Where the local driver keeps the documents it was given, for its signing page and its "signed" copies. */
export function localSignatureFileKey(requestId: string, audience: ContractAudience) {
  return `signatures/local/${requestId}/${audience}.pdf`;
}

/**
 * Signs nothing: keeps the documents in the bucket and gives each signer a link to the development
 * signing page (/dev/signatures/{request}/{signer}), where a person signs by hand and the page posts the
 * events a Yousign webhook would. Its signed copy is the document with a last page naming the signature.
 */
export function createLocalSignatureDriver(context: { files: R2Bucket; appUrl: string; now: Date }): SignatureDriver {
  return {
    async createRequest(request) {
      const requestId = `local-${crypto.randomUUID()}`;
      await Promise.all(
        request.documents.map((document) =>
          context.files.put(localSignatureFileKey(requestId, document.audience), document.bytes, {
            httpMetadata: { contentType: "application/pdf" },
          }),
        ),
      );
      const signerOf = (role: SignerRole) => {
        const signerId = `${role}-${crypto.randomUUID().slice(0, 8)}`;
        return { signerId, link: `${context.appUrl}/dev/signatures/${requestId}/${signerId}` };
      };
      return { requestId, signers: { client: signerOf("client"), worker: signerOf("worker"), agency: signerOf("agency") } };
    },
    async downloadSigned(requestId, audience) {
      const object = await context.files.get(localSignatureFileKey(requestId, audience));
      if (!object) throw new Error(`No document ${audience} for ${requestId}`);
      const pdf = await PDFDocument.load(await object.arrayBuffer());
      const page = pdf.addPage();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      page.drawText("Signé électroniquement (signature locale de développement)", { x: 50, y: 760, size: 12, font });
      page.drawText(`Demande ${requestId} — ${context.now.toISOString()}`, { x: 50, y: 740, size: 9, font });
      return pdf.save();
    },
  };
}
