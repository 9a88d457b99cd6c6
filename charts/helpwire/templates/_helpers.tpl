{{/*
Helpers of the helpwire chart. Per-service helpers take a context dict built in each template:
  (dict "root" $ "name" $name "svc" $svc)
where $name is the key under .Values.services and $svc its entry.
*/}}

{{/* Chart name. */}}
{{- define "helpwire.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Fully qualified prefix of every resource name. */}}
{{- define "helpwire.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/* chart label value: name-version. */}}
{{- define "helpwire.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Name of one service's resources: <fullname>-<service>. Takes the context dict. */}}
{{- define "helpwire.componentName" -}}
{{- printf "%s-%s" (include "helpwire.fullname" .root) .name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Selector labels of one service. Takes the context dict. */}}
{{- define "helpwire.selectorLabels" -}}
app.kubernetes.io/name: {{ include "helpwire.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end }}

{{/* Common labels of one service. Takes the context dict. */}}
{{- define "helpwire.labels" -}}
helm.sh/chart: {{ include "helpwire.chart" .root }}
{{ include "helpwire.selectorLabels" . }}
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/part-of: helpwire
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
{{- end }}

{{/*
Image reference of one service: [registry/]repository:tag, where tag is the service's image.tag,
else global.image.tag, else the chart's appVersion. A tag may carry a digest ("v1@sha256:...").
Takes the context dict.
*/}}
{{- define "helpwire.image" -}}
{{- $registry := .root.Values.global.image.registry | trimSuffix "/" }}
{{- $repository := .svc.image.repository }}
{{- $tag := .svc.image.tag | default .root.Values.global.image.tag | default .root.Chart.AppVersion }}
{{- if $registry }}
{{- printf "%s/%s:%s" $registry $repository $tag }}
{{- else }}
{{- printf "%s:%s" $repository $tag }}
{{- end }}
{{- end }}

{{/* Env var prefix of a service name: content -> CONTENT, help-desk -> HELP_DESK. */}}
{{- define "helpwire.envPrefix" -}}
{{- . | upper | replace "-" "_" }}
{{- end }}

{{/*
Non-secret environment of one service (the data of its ConfigMap), as YAML:
- LOG_LEVEL, NATS_URL, REDIS_URL and (when set) OTEL_EXPORTER_OTLP_ENDPOINT from global;
- DATA_DIR on the writable /tmp emptyDir (the root filesystem is read-only);
- the listening port: GRPC_PORT for kind grpc, PORT for kind http, and METRICS_PORT when metrics
  are served on a port of their own;
- TRUST_PROXY=1 for an http service behind the ingress;
- <NAME>_GRPC_ADDR of every other enabled gRPC service (e.g. CONTENT_GRPC_ADDR for the gateway),
  pointing at that service's cluster DNS name.
The service's env map is applied last and wins. Takes the context dict.
*/}}
{{- define "helpwire.configData" -}}
{{- $root := .root }}
{{- $data := dict }}
{{- $_ := set $data "LOG_LEVEL" $root.Values.global.logLevel }}
{{- $_ := set $data "NATS_URL" $root.Values.global.nats.url }}
{{- $_ := set $data "REDIS_URL" $root.Values.global.redis.url }}
{{- $_ := set $data "DATA_DIR" "/tmp/helpwire" }}
{{- with $root.Values.global.otel.endpoint }}
{{- $_ := set $data "OTEL_EXPORTER_OTLP_ENDPOINT" . }}
{{- end }}
{{- if eq .svc.kind "grpc" }}
{{- $_ := set $data "GRPC_PORT" (toString .svc.port) }}
{{- else }}
{{- $_ := set $data "PORT" (toString .svc.port) }}
{{- if $root.Values.ingress.enabled }}
{{- $_ := set $data "TRUST_PROXY" "1" }}
{{- end }}
{{- end }}
{{- if and .svc.metrics.enabled (ne (int .svc.metrics.port) (int .svc.port)) }}
{{- $_ := set $data "METRICS_PORT" (toString .svc.metrics.port) }}
{{- end }}
{{- range $otherName, $other := $root.Values.services }}
{{- if and $other.enabled (eq $other.kind "grpc") (ne $otherName $.name) }}
{{- $host := include "helpwire.componentName" (dict "root" $root "name" $otherName "svc" $other) }}
{{- $key := printf "%s_GRPC_ADDR" (include "helpwire.envPrefix" $otherName) }}
{{- $_ := set $data $key (printf "%s.%s.svc:%v" $host $root.Release.Namespace $other.port) }}
{{- end }}
{{- end }}
{{- range $key, $value := .svc.env }}
{{- $_ := set $data $key (toString $value) }}
{{- end }}
{{- range $key := keys $data | sortAlpha }}
{{ $key }}: {{ get $data $key | quote }}
{{- end }}
{{- end }}
