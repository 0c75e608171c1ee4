{{/* The chart's name, or nameOverride. */}}
{{- define "arcbridge-agent.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/*
The release's full name, the prefix of every object the chart creates, so two releases never
collide: fullnameOverride, else the release name when it already contains the chart name, else
"<release>-<chart>"; cut to 63 characters (the DNS label limit of many name fields).
*/}}
{{- define "arcbridge-agent.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- $name := default .Chart.Name .Values.nameOverride -}}
{{- if contains $name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}
{{- end -}}

{{- define "arcbridge-agent.selectorLabels" -}}
app.kubernetes.io/name: {{ include "arcbridge-agent.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "arcbridge-agent.labels" -}}
{{ include "arcbridge-agent.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end -}}

{{/* The agent's own ServiceAccount (created by rbac.yaml). */}}
{{- define "arcbridge-agent.serviceAccountName" -}}
arcbridge-agent
{{- end -}}

{{/* The cluster-scoped ArcBridgeCluster: clusterResourceName, else the release's full name. */}}
{{- define "arcbridge-agent.clusterResourceName" -}}
{{- default (include "arcbridge-agent.fullname" .) .Values.clusterResourceName -}}
{{- end -}}

{{- define "arcbridge-agent.tokenSecret" -}}
{{- if .Values.bootstrapToken.existingSecret -}}
{{ .Values.bootstrapToken.existingSecret }}
{{- else -}}
{{ include "arcbridge-agent.fullname" . }}-bootstrap
{{- end -}}
{{- end -}}

{{/* Image by digest when one is given (what production should pin), else by tag. */}}
{{- define "arcbridge-agent.image" -}}
{{- if .Values.image.digest -}}
{{ .Values.image.repository }}@{{ .Values.image.digest }}
{{- else -}}
{{ .Values.image.repository }}:{{ default .Chart.AppVersion .Values.image.tag }}
{{- end -}}
{{- end -}}

{{/* The ConfigMap or Secret holding extra CA certificates, when any is configured. */}}
{{- define "arcbridge-agent.caBundleEnabled" -}}
{{- if or .Values.caBundle.pem .Values.caBundle.existingConfigMap .Values.caBundle.existingSecret .Values.controlPlaneCaPem -}}
true
{{- end -}}
{{- end -}}

{{- define "arcbridge-agent.extensionNamespaces" -}}
{{- if .Values.rbac.extensionNamespaces -}}
{{ join "," .Values.rbac.extensionNamespaces }}
{{- else -}}
{{ join "," .Values.allowedNamespaces }}
{{- end -}}
{{- end -}}

{{/*
The ArcBridgeCluster's spec. The Deployment carries its checksum, so a `helm upgrade` that changes
it restarts the agent, which reads the spec only when it starts.
*/}}
{{- define "arcbridge-agent.clusterSpec" -}}
controlPlaneUrl: {{ required "controlPlaneUrl is required" .Values.controlPlaneUrl | quote }}
tenantId: {{ required "tenantId is required" .Values.tenantId | quote }}
{{- with .Values.clusterName }}
clusterName: {{ . | quote }}
{{- end }}
{{- with .Values.group }}
group: {{ . | quote }}
{{- end }}
bootstrapTokenSecretRef:
  name: {{ include "arcbridge-agent.tokenSecret" . }}
  namespace: {{ .Release.Namespace }}
  key: {{ .Values.bootstrapToken.key }}
{{- with .Values.region }}
region: {{ . | quote }}
{{- end }}
{{- with .Values.labels }}
labels: {{- toYaml . | nindent 2 }}
{{- end }}
pollIntervalSeconds: {{ .Values.pollIntervalSeconds }}
allowedNamespaces: {{- toYaml .Values.allowedNamespaces | nindent 2 }}
{{- with .Values.features }}
features: {{- toYaml . | nindent 2 }}
{{- end }}
{{- if .Values.sync.enabled }}
sync: {{- toYaml .Values.sync | nindent 2 }}
{{- end }}
{{- if .Values.broker.enabled }}
broker: {{- toYaml .Values.broker | nindent 2 }}
{{- end }}
{{- end -}}
