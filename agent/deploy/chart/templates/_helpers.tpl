{{- define "arcbridge-agent.labels" -}}
app.kubernetes.io/name: arcbridge-agent
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
helm.sh/chart: {{ .Chart.Name }}-{{ .Chart.Version }}
{{- end -}}

{{- define "arcbridge-agent.tokenSecret" -}}
{{- if .Values.bootstrapToken.existingSecret -}}
{{ .Values.bootstrapToken.existingSecret }}
{{- else -}}
{{ .Release.Name }}-bootstrap
{{- end -}}
{{- end -}}

{{- define "arcbridge-agent.extensionNamespaces" -}}
{{- if .Values.rbac.extensionNamespaces -}}
{{ join "," .Values.rbac.extensionNamespaces }}
{{- else -}}
{{ join "," .Values.allowedNamespaces }}
{{- end -}}
{{- end -}}
