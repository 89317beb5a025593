import type { ParseKeys } from "i18next";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { showSnackbar } from "../components/snackbar/snackbar-bus";

type CreateAnswer = { ok: true; id: number; name: string } | { ok: false };

/**
 * After a create screen's action succeeded: say so, naming the record (`message` takes `{{name}}`),
 * and open the record's own screen, `${under}/${id}`.
 */
export function useOpenCreated(answer: CreateAnswer | undefined, message: ParseKeys, under: `/${string}`) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!answer?.ok) return;
    showSnackbar({ key: message, values: { name: answer.name }, tone: "success" });
    void navigate(`${under}/${answer.id}`);
  }, [answer, message, under, navigate]);
}
